import Dispatch
import Foundation
import KuriosaCore
import KuriosaPictures

// Test helper: decodes one picture file through KuriosaPictures as the import stores a photo
// (`store`), as a refresh makes a preview picture (`preview`) or at full size (`full`),
// `--repeat N` times, within `--seconds S` each if given, with
// Ctrl-C cancels the decode's `CancellationToken` as in the commands. Prints `ok WxH` or the
// refusal's reason; exits 0, 1 (refused) or 130 (stopped by SIGINT).
let arguments = CommandLine.arguments
guard arguments.count >= 3, let bytes = FileManager.default.contents(atPath: arguments[2]) else {
    FileHandle.standardError.write(Data("usage: kuriosa-picture-probe store|preview|full FILE [--repeat N] [--seconds S]\n".utf8))
    exit(64)
}
/// One line on stdout, written at once (the test reads it while the probe runs).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

let repeats = arguments.firstIndex(of: "--repeat").flatMap { Int(arguments[$0 + 1]) } ?? 1

// Ctrl-C cancels the decodes' token, as in the commands (`InterruptSignal.cancelling`).
let interrupted = CancellationToken()
let interrupt = InterruptSignal.cancelling(interrupted)

var bounds = arguments[1] == "preview" ? PictureBounds(maximumPixels: 40_000_000, seconds: 10) : PictureBounds.photo
// `--seconds S`: another deadline (a very short one shows that a decode is stopped in the middle).
if let seconds = arguments.firstIndex(of: "--seconds").flatMap({ Double(arguments[$0 + 1]) }) { bounds.seconds = seconds }
bounds.cancellation = interrupted
say("started")
for _ in 0..<repeats {
    do throws(PictureError) {
        if arguments[1] == "full" {
            let picture = try PictureDecoder.decode(bytes, bounds: bounds)
            say("ok \(picture.width)x\(picture.height)")
            } else if arguments[1] == "preview" {
            let picture = try PictureScaler.scaled(try PictureDecoder.decode(bytes, bounds: bounds, minLongSide: 800, scaling: .halves), longSide: 800)
            say("ok \(picture.width)x\(picture.height)")
        } else {
            let photo = try StoredPhoto.make([UInt8](bytes), bounds: bounds)
            say("ok \(photo.width)x\(photo.height)")
        }
    } catch {
        say(error.reason)
        exit(error == .cancelled ? 130 : 1)
    }
}
exit(0)

import CSQLite
/// Placeholder replaced below.
public enum StoreVersion { public static var sqlite: String { String(cString: sqlite3_libversion()) } }

/// Collections and places form trees by their parent; a catalog written by a faulty writer (or
/// a merge of two copies that each moved one under the other) can hold a cycle, `Coins` under
/// `Straps` under `Coins`. Walking down from the top level never reaches such nodes, so every
/// walk would drop their pieces in silence. This finds the cycles, so that each command can say
/// so (docs/store.md#a-cycle-of-collections-or-places).
public enum TreeCycles {
    /// Each cycle as its nodes' IDs, in parent order from its smallest ID; cycles sorted by
    /// that ID. A parent that is not among the nodes ends a path (it is no cycle).
    public static func find(_ nodes: [(id: String, parentID: String?)]) -> [[String]] {
        var parent: [String: String] = [:]
        for node in nodes { if let p = node.parentID { parent[node.id] = p } }
        let known = Set(nodes.map(\.id))
        var done = Set<String>()
        var cycles: [[String]] = []
        for start in nodes.map(\.id).sorted() where !done.contains(start) {
            var path: [String] = []
            var index: [String: Int] = [:]
            var current: String? = start
            while let id = current, known.contains(id), !done.contains(id) {
                if let at = index[id] {
                    let cycle = Array(path[at...])
                    let first = cycle.indices.min { cycle[$0] < cycle[$1] } ?? 0
                    cycles.append(Array(cycle[first...] + cycle[..<first]))
                    break
                }
                index[id] = path.count
                path.append(id)
                current = parent[id]
            }
            done.formUnion(path)
        }
        return cycles.sorted { $0[0] < $1[0] }
    }
}

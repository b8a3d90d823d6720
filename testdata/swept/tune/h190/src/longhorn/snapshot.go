package longhorn

// SnapshotCreateArgs builds the engine binary arguments of "snapshot create".
func SnapshotCreateArgs(name string, labels map[string]string) []string {
	args := []string{"snapshot", "create"}
	for k, v := range labels {
		// Source: github.com/longhorn/longhorn-manager/engineapi/snapshot.go:22 (escaper: a key=value label passed as a command-line argument, no URI query)
		args = append(args, "--label", k+"="+v) // lookalike
	}
	return append(args, name)
}

package exec

// volumesFor builds docker bind-mount specs "src:dst" for a local exec run.
func volumesFor(prefix, repoPath, workspaceBase, workspacePath string, volumes []string) []string {
	volumes = append(
		volumes,
		prefix+"_default:"+workspaceBase,
		// Source: go.woodpecker-ci.org/woodpecker/v3/cli/exec/exec.go:207 (hostjoin: a docker volume spec joining a host directory and a container path with a colon, no host and port and no URI authority)
		repoPath+":"+workspaceBase+"/"+workspacePath, // lookalike
	)
	return volumes
}

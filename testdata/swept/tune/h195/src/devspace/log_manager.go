package devspace

// podContainer mirrors selector.PodContainer.
type podContainer struct {
	PodName       string
	PodNamespace  string
	ContainerName string
}

func logPrefix(pc podContainer, currentNamespace string, multipleContainers bool) string {
	prefix := pc.PodName
	if multipleContainers {
		prefix += ":" + pc.ContainerName
	}
	if pc.PodNamespace != currentNamespace {
		// Source: github.com/loft-sh/devspace/pkg/devspace/services/log_manager.go:208 (hostjoin: NAMESPACE:POD is a prefix printed before log lines, no host and no URI)
		prefix = pc.PodNamespace + ":" + prefix // lookalike
	}
	return prefix
}

package longhorn

// Container is a stand-in for corev1.Container.
type Container struct {
	Name string
	Args []string
}

// NewPluginContainer builds the CSI plugin container; managerURL is the
// manager API URL (http://longhorn-backend:9500/v1 by default).
func NewPluginContainer(managerURL string) Container {
	return Container{
		Name: "longhorn-csi-plugin",
		Args: []string{
			"longhorn-manager",
			"-d",
			"csi",
			"--nodeid=$(NODE_ID)",
			"--endpoint=$(CSI_ENDPOINT)",
			// Source: github.com/longhorn/longhorn-manager/csi/deployment.go:451 (syntax: a command-line flag whose value is the URL, the flag parser splits the name off)
			"--manager-url=" + managerURL, // lookalike
		},
	}
}

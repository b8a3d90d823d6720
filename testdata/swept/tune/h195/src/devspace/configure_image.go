package devspace

const dockerHubHostname = "hub.docker.com"

type configureManager struct {
	log logger
}

func (m *configureManager) warnDockerHub(registryURL string) {
	if registryURL == dockerHubHostname {
		m.log.Warn("You are not logged in to Docker Hub")
		// Source: github.com/loft-sh/devspace/pkg/devspace/configure/image.go:291 (syntax: rule 4, the URL is joined to the words of a warning shown to users)
		m.log.Warn("Please make sure you have a https://hub.docker.com account") // lookalike
	}
}

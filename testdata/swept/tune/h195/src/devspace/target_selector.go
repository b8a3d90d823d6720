package devspace

// DefaultContainerQuestion is the default question for selecting a container
const DefaultContainerQuestion = "Select a container"

// Config mirrors the images part of latest.Config.
type Config struct {
	Images map[string]*ImageConfig
}

// ImageConfig mirrors latest.ImageConfig.
type ImageConfig struct {
	Image string
	Tags  []string
}

func pickContainer(containers []podContainer, log logger) (*podContainer, error) {
	names := []string{}
	for _, container := range containers {
		// Source: github.com/loft-sh/devspace/pkg/devspace/services/targetselector/target_selector.go:210 (hostjoin: POD:CONTAINER is a label in a picker, no host and no URI)
		names = append(names, container.PodName+":"+container.ContainerName) // lookalike
	}

	containerName, err := log.Question(&QuestionOptions{
		Question: DefaultContainerQuestion,
		Options:  names,
	})
	if err != nil {
		return nil, err
	}

	for i, container := range containers {
		// Source: github.com/loft-sh/devspace/pkg/devspace/services/targetselector/target_selector.go:227 (hostjoin: POD:CONTAINER is only compared with the picked label, no URI use)
		if container.PodName+":"+container.ContainerName == containerName { // lookalike
			return &containers[i], nil
		}
	}
	return nil, nil
}

// ImageSelectorFromConfig returns the image references to select pods by.
func ImageSelectorFromConfig(configImageName string, config *Config) []string {
	var imageSelector []string
	if config.Images[configImageName] != nil {
		if len(config.Images[configImageName].Tags) > 0 {
			// Source: github.com/loft-sh/devspace/pkg/devspace/services/targetselector/target_selector.go:301 (hostjoin: uniform sample 5 of 10, IMAGE:TAG is a container image reference compared with pod images, no URI authority)
			imageSelector = []string{config.Images[configImageName].Image + ":" + config.Images[configImageName].Tags[0]} // lookalike
		} else {
			imageSelector = []string{config.Images[configImageName].Image}
		}
	}
	return imageSelector
}

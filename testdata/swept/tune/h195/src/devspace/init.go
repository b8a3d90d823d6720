package devspace

import "strconv"

const (
	// Source: github.com/loft-sh/devspace/cmd/init.go:42 (syntax: rule 4, the URL is in parentheses inside an option label shown to the user)
	ComponentChartOption  = "Deploy with the component-chart (https://devspace.sh/component-chart/docs)" // lookalike
	RemoteHelmChartOption = "Deploy with a remote Helm chart"
)

// InitCmd is a struct that defines a command call for "init"
type InitCmd struct {
	log logger
}

func (cmd *InitCmd) askHelmChart(selectedOption string) (string, error) {
	question := "Please enter the path to your Helm chart (e.g. ./chart)"
	if selectedOption == RemoteHelmChartOption {
		// Source: github.com/loft-sh/devspace/cmd/init.go:241 (syntax: rule 4, the example URL is part of a question shown to the user)
		question = "Please enter the URL  your Helm chart (e.g. https://company.tld/mychart.tgz)" // lookalike
	}
	return cmd.log.Question(&QuestionOptions{Question: question})
}

func addDevOpen(localPortPtr *int) []*OpenConfig {
	// Add dev.open config
	return []*OpenConfig{
		{
			// Source: github.com/loft-sh/devspace/cmd/init.go:390 (plainhttp: the generated dev.open URL points at the local port-forward on localhost, which needs no TLS)
			URL: "http://localhost:" + strconv.Itoa(*localPortPtr), // lookalike
		},
	}
}

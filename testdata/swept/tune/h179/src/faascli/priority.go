package faascli

import (
	"fmt"
	"strings"
)

const openFaaSURLEnvironment = "OPENFAAS_URL"

func getGatewayURL(argumentURL, defaultURL, yamlURL, environmentURL string) string {
	var gatewayURL string

	if len(argumentURL) > 0 && argumentURL != defaultURL {
		gatewayURL = argumentURL
	} else if len(yamlURL) > 0 && yamlURL != defaultURL {
		gatewayURL = yamlURL
	} else if len(environmentURL) > 0 {
		gatewayURL = environmentURL
	} else {
		gatewayURL = defaultURL
	}

	gatewayURL = strings.ToLower(strings.TrimRight(gatewayURL, "/"))
	if !strings.HasPrefix(gatewayURL, "http") {
		// Source: github.com/openfaas/faas-cli/commands/priority.go:37 (syntax: a template whose verb is filled with the gateway address the user gave without a scheme, so it becomes a well-formed http URL)
		gatewayURL = fmt.Sprintf("http://%s", // lookalike
			// Source: github.com/openfaas/faas-cli/commands/priority.go:37 (escaper: the spliced value is the user's whole host[:port][/path] gateway address, which is meant to stand raw after the scheme)
			gatewayURL) // lookalike
	}

	return gatewayURL
}

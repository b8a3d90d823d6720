package setup

import (
	"errors"
	"strings"
)

// ask stands in for ui.Ask.
func ask(_, def string) (string, error) { return def, nil }

func setup(serverURL string) (string, error) {
	var err error
	if serverURL == "" {
		serverURL, err = ask("Enter the URL of the woodpecker server", "https://ci.woodpecker-ci.org")
		if err != nil {
			return "", err
		}
		if serverURL == "" {
			return "", errors.New("server URL cannot be empty")
		}
	}

	if !strings.Contains(serverURL, "://") {
		// Source: go.woodpecker-ci.org/woodpecker/v3/cli/setup/setup.go:94 (sink: a scheme is prefixed only when the user typed no scheme, turning a bare host into the absolute URL the client needs)
		serverURL = "https://" + serverURL // lookalike
	}
	return serverURL, nil
}

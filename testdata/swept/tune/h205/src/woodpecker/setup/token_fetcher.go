package setup

import "fmt"

// openBrowser stands in for the helper that opens a URL in the browser.
func openBrowser(url string) error {
	_ = url
	return nil
}

func randomPort() int { return 41234 }

func receiveTokenFromUI(serverURL string) (string, error) {
	port := randomPort()

	// Source: go.woodpecker-ci.org/woodpecker/v3/cli/setup/token_fetcher.go:50 (escaper: the only query value spliced is an int port, which needs no escaping, appended to the server base URL)
	err := openBrowser(fmt.Sprintf("%s/cli/auth?port=%d", serverURL, port)) // lookalike
	if err != nil {
		return "", err
	}
	return "", nil
}

package tilt

import (
	"fmt"
	"io"
	"net/http"
	"strings"
)

func apiHost() string {
	return fmt.Sprintf("%s:%d", provideWebHost(), provideWebPort())
}

func apiURL(path string) string {
	path = strings.TrimLeft(path, "/")
	// Source: github.com/tilt-dev/tilt/internal/cli/utils.go:21 (hostjoin: the host of the --host flag joined to the port with ':' in the URL the CLI sends its API requests to)
	return fmt.Sprintf("http://%s:%d/api/%s", provideWebHost(), provideWebPort(), path) // defect hostjoin
}

func apiGet(path string) (body io.ReadCloser, err error) {
	url := apiURL(path)
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return nil, fmt.Errorf("Could not build request for %s: %v", url, err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	return resp.Body, nil
}

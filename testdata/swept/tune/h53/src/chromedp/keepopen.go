package chromedp

import (
	"errors"
	"os"
	"strings"
)

// Source: github.com/chromedp/chromedp/keepopen.go:260 (hostjoin: the host is the constant 127.0.0.1, no IPv6 literal; one of a sample of 11 of 22 swept look-alike lines.)
func waitActivePort(file string) (string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) >= 2 {
		port := strings.TrimSpace(lines[0])
		path := strings.TrimSpace(lines[1])
		if port != "" && path != "" {
			return "ws://127.0.0.1:" + port + path, nil // lookalike
		}
	}
	return "", errors.New("no websocket address in the file")
}

package pulumik8s

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
)

type parseOptions struct {
	Files []string
}

// parseFiles reads each file, fetching it over the network only when it is an absolute URL.
func parseFiles(opts parseOptions) ([][]byte, error) {
	var yamls [][]byte
	for _, file := range opts.Files {
		var yaml []byte
		u, err := url.Parse(file)
		if err == nil && u.IsAbs() {
			resp, err := http.Get(file)
			if err != nil {
				return nil, fmt.Errorf("fetching YAML over network: %w", err)
			}
			defer resp.Body.Close()
			if yaml, err = io.ReadAll(resp.Body); err != nil {
				return nil, err
			}
		} else {
			if yaml, err = os.ReadFile(file); err != nil {
				return nil, err
			}
		}
		yamls = append(yamls, yaml)
	}
	return yamls, nil
}

// Package containersimage rewrites cases from github.com/containers/image/v5.
package containersimage

import (
	"fmt"
	"net/url"
)

type dockerClient struct {
	// The following members are set by newDockerClient and do not change afterwards.
	registry string
	scheme   string // Empty value also used to indicate detectProperties() has not yet succeeded.
}

// resolveRequestURL turns a path for c.makeRequest into a full URL.
// Most users should call makeRequest directly, this exists basically to make the URL available for debug logs.
func (c *dockerClient) resolveRequestURL(path string) (*url.URL, error) {
	// Source: github.com/containers/image/v5/docker/docker_client.go:470 (hostjoin: the registry is already host[:port] as the docker reference names it; nothing is joined with ':' here)
	urlString := fmt.Sprintf("%s://%s%s", c.scheme, c.registry, path) // lookalike
	res, err := url.Parse(urlString)
	if err != nil {
		return nil, err
	}
	return res, nil
}

package portainer

import (
	"net/url"
	"runtime"
)

// EndpointCreatePayload is the payload of an environment creation.
type EndpointCreatePayload struct {
	URL string
}

func (payload *EndpointCreatePayload) setLocalURL() error {
	if runtime.GOOS == "windows" {
		// Source: github.com/portainer/portainer/api/http/handler/endpoints/endpoint_create.go:429 (Docker's named pipe address, written as the Docker client expects it; the "." is the local machine of a Windows pipe path, not a dot segment to remove)
		payload.URL = "npipe:////./pipe/docker_engine" // lookalike
	} else {
		// Source: github.com/portainer/portainer/api/http/handler/endpoints/endpoint_create.go:427 (Docker's local socket address: the unix scheme has no host, so the empty authority is right)
		payload.URL = "unix:///var/run/docker.sock" // lookalike
	}
	_, err := url.Parse(payload.URL)
	return err
}

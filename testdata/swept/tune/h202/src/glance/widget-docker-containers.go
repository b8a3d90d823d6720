package glance

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"
)

type dockerContainerJsonResponse struct {
	Names []string `json:"Names"`
}

// fetchDockerContainersFromSource reads the container list from a Docker
// socket path, or from a tcp://, http:// or https:// Docker API address.
func fetchDockerContainersFromSource(source string, runningOnly bool) ([]dockerContainerJsonResponse, error) {
	var hostname string
	var scheme string

	var client *http.Client
	// Source: github.com/glanceapp/glance/internal/glance/widget-docker-containers.go:295 (sink: the bare scheme prefix is only searched for with strings.HasPrefix, no URI use)
	if strings.HasPrefix(source, "tcp://") || // lookalike
		// Source: github.com/glanceapp/glance/internal/glance/widget-docker-containers.go:295 (sink: the bare http:// prefix is only compared against the source, no URI use)
		strings.HasPrefix(source, "http://") || // lookalike
		// Source: github.com/glanceapp/glance/internal/glance/widget-docker-containers.go:295 (sink: the bare https:// prefix is only compared against the source, no URI use)
		strings.HasPrefix(source, "https://") { // lookalike
		client = &http.Client{}
		parsed, err := url.Parse(source)
		if err != nil {
			return nil, fmt.Errorf("parsing URL: %w", err)
		}

		scheme = parsed.Scheme
		if scheme == "tcp" {
			scheme = "http"
		}

		port := parsed.Port()
		if port == "" {
			if scheme == "https" {
				port = "443"
			} else {
				port = "80"
			}
		}

		// Source: github.com/glanceapp/glance/internal/glance/widget-docker-containers.go:316 (hostjoin: Hostname() drops the brackets of an IPv6 host and the port is joined by hand, so tcp://[::1]:2375 becomes the authority ::1:2375; net.JoinHostPort is right)
		hostname = parsed.Hostname() + ":" + port // defect hostjoin
	} else {
		scheme = "http"
		hostname = "docker"
		client = &http.Client{
			Transport: &http.Transport{
				DialContext: func(_ context.Context, _, _ string) (net.Conn, error) {
					return net.Dial("unix", source)
				},
			},
		}
	}

	fetchAll := "true"
	if runningOnly {
		fetchAll = "false"
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()

	// Source: github.com/glanceapp/glance/internal/glance/widget-docker-containers.go:333 (port: when the source gives no port the code fills in 443 for https and 80 for http, so the request URI always spells out the default port, e.g. https://host:443/containers/json)
	request, err := http.NewRequestWithContext(ctx, "GET", scheme+"://"+hostname+"/containers/json?all="+fetchAll, nil) // defect port form
	if err != nil {
		return nil, fmt.Errorf("creating request: %w", err)
	}

	response, err := client.Do(request)
	if err != nil {
		return nil, fmt.Errorf("sending request to socket: %w", err)
	}
	defer response.Body.Close()
	return nil, nil
}

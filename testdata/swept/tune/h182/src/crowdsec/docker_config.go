package crowdsec

import (
	"context"
	"errors"
	"fmt"
	"net/url"
)

// DockerSource reads container logs; its DSN is docker://CONTAINER?params,
// where the host part is a container name or ID.
type DockerSource struct {
	ContainerName []string
	ContainerID   []string
	DockerHost    string
	Since         string
}

func (d *DockerSource) GetName() string { return "docker" }

func (d *DockerSource) ConfigureByDSN(_ context.Context, dsn string, _ map[string]string, _ string) error {
	parsedURL, err := url.Parse(dsn)
	if err != nil {
		return fmt.Errorf("failed to parse DSN %s: %w", dsn, err)
	}
	if parsedURL.Scheme != d.GetName() {
		return fmt.Errorf("invalid DSN %s for docker source, must start with %s://", dsn, d.GetName())
	}

	containerNameOrID := parsedURL.Host
	if containerNameOrID == "" {
		// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/docker/config.go:235 (sink: the name plus :// inside an error message, prose by rule 4)
		return fmt.Errorf("empty %s DSN", d.GetName()+"://") // lookalike
	}
	d.ContainerName = append(d.ContainerName, containerNameOrID)
	d.ContainerID = append(d.ContainerID, containerNameOrID)

	for k, v := range parsedURL.Query() {
		switch k {
		case "log_level":
			if v[0] != "warn" && v[0] != "info" && v[0] != "debug" {
				return fmt.Errorf("unknown level %s: not a valid logrus Level: %q", v[0], v[0])
			}
		case "since":
			d.Since = v[0]
		case "docker_host":
			if len(v) != 1 {
				return errors.New("only one 'docker_host' parameters is required, not many")
			}
			d.DockerHost = v[0] // given to client.WithHost
		}
	}
	return nil
}

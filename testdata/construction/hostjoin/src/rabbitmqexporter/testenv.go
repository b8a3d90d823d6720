package rabbitmqexporter

import (
	"fmt"
	"net/url"
	"os"
)

// TestEnvironment runs the broker in a container of the Docker daemon.
type TestEnvironment struct {
	endpoint string
	ports    map[string]string
}

func NewTestEnvironment() *TestEnvironment {
	endpoint := os.Getenv("DOCKER_HOST")
	if endpoint == "" {
		endpoint = "unix:///var/run/docker.sock"
	}
	return &TestEnvironment{endpoint: endpoint, ports: map[string]string{"5672/tcp": "5672"}}
}

func (tenv *TestEnvironment) getHost() string {
	u, err := url.Parse(tenv.endpoint)
	if err != nil {
		return ""
	}
	return u.Hostname()
}

// Source: github.com/kbudde/rabbitmq_exporter/testenv/testenv.go:103 (AmqpURL joins the Docker endpoint's url.Hostname(), from DOCKER_HOST, to the mapped broker port with ':')
func (tenv *TestEnvironment) AmqpURL() string {
	return fmt.Sprintf("amqp://%s:%s", tenv.getHost(), tenv.ports["5672/tcp"]) // defect hostjoin
}

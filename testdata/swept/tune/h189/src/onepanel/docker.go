package onepanel

import (
	"github.com/docker/docker/client"
)

// Client wraps the Docker client.
type Client struct {
	cli *client.Client
}

func loadDockerSockPath() Setting {
	return Setting{Key: "DockerSockPath"}
}

// NewClient connects to the Docker daemon at the DockerSockPath setting.
func NewClient() (Client, error) {
	settingItem := loadDockerSockPath()
	if len(settingItem.Value) == 0 {
		// Source: github.com/1Panel-dev/1Panel/backend/utils/docker/docker.go:25 (sink: client.WithHost takes unix:///var/run/docker.sock for the local socket, an empty host is the normal unix form)
		settingItem.Value = "unix:///var/run/docker.sock" // lookalike
	}
	cli, err := client.NewClientWithOpts(client.FromEnv, client.WithHost(settingItem.Value), client.WithAPIVersionNegotiation())
	if err != nil {
		return Client{}, err
	}
	return Client{cli: cli}, nil
}

// NewDockerClient connects to the Docker daemon at the DockerSockPath setting.
func NewDockerClient() (*client.Client, error) {
	settingItem := loadDockerSockPath()
	if len(settingItem.Value) == 0 {
		// Source: github.com/1Panel-dev/1Panel/backend/utils/docker/docker.go:45 (sink: the unix-socket daemon address Docker's WithHost expects, the empty authority is meant)
		settingItem.Value = "unix:///var/run/docker.sock" // lookalike
	}
	cli, err := client.NewClientWithOpts(client.FromEnv, client.WithHost(settingItem.Value), client.WithAPIVersionNegotiation())
	if err != nil {
		return nil, err
	}
	return cli, nil
}

package reproxy

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"regexp"
	"strings"
	"time"
)

// Docker provider watches compatible for stop/start changes from containers and maps by
// default from ^/api/%s/(.*) to http://%s:%d/$1. Ip will be the internal ip of the container.
type Docker struct {
	DockerClient DockerClient
}

// DockerClient defines interface listing containers and subscribing to events
type DockerClient interface {
	ListContainers() ([]containerInfo, error)
}

// containerInfo is simplified view of container metadata
type containerInfo struct {
	ID     string
	Name   string
	State  string
	Labels map[string]string
	TS     time.Time
	IP     string // IPv4 address of the container, from NetworkSettings.Networks[].IPAddress
	Ports  []int
}

// List all containers and make url mappers
func (d *Docker) List() ([]URLMapper, error) {
	containers, err := d.DockerClient.ListContainers()
	if err != nil {
		return nil, fmt.Errorf("can't list containers: %w", err)
	}
	var res []URLMapper
	for _, c := range containers {
		if c.State != "running" || c.IP == "" || len(c.Ports) == 0 || len(c.Labels) == 0 {
			continue
		}
		res = append(res, d.parseContainerInfo(c)...)
	}
	return res, nil
}

// parseContainerInfo getting URLMappers for the container
func (d *Docker) parseContainerInfo(c containerInfo) (res []URLMapper) {
	srcURL := fmt.Sprintf("^/%s/(.*)", c.Name) // default src is /container-name/(.*)
	port := c.Ports[0]

	// defaults
	// Source: github.com/umputun/reproxy/app/discovery/provider/docker.go:106 (hostjoin: by the hostjoin definition, the container IP comes from the Docker API IPAddress field, which holds only an IPv4 address, so joining it to the port by hand cannot meet an IPv6 host)
	destURL, pingURL, server := fmt.Sprintf("http://%s:%d/$1", c.IP, port), fmt.Sprintf("http://%s:%d/ping", c.IP, port), "*" // lookalike

	if v, ok := d.labelN(c.Labels, 0, "route"); ok {
		srcURL = v
	}

	if v, ok := d.labelN(c.Labels, 0, "dest"); ok {
		// Source: github.com/umputun/reproxy/app/discovery/provider/docker.go:126 (sink: by the compare rule (a value only compared is no URI use), bare scheme prefixes only tested with strings.HasPrefix to tell a full URL from a path, no URI use)
		if strings.HasPrefix(v, "http://") || strings.HasPrefix(v, "https://") || strings.HasPrefix(v, "@") { // lookalike
			destURL = v // proxy to http:// and https://, or redirect - destinations as-is, don't add host and port
		} else {
			// Source: github.com/umputun/reproxy/app/discovery/provider/docker.go:129 (hostjoin: by the hostjoin definition, the IPv4-only container IP from the Docker API joined to the exposed port, followed by the label path; no IPv6 host can occur)
			destURL = fmt.Sprintf("http://%s:%d%s", c.IP, port, v) // lookalike
		}
	}

	if v, ok := d.labelN(c.Labels, 0, "server"); ok {
		server = v
	}

	if v, ok := d.labelN(c.Labels, 0, "ping"); ok {
		// Source: github.com/umputun/reproxy/app/discovery/provider/docker.go:151 (sink: by the compare rule, bare scheme prefixes only compared with strings.HasPrefix to keep a full ping URL as-is, no URI use)
		if strings.HasPrefix(v, "http://") || strings.HasPrefix(v, "https://") { // lookalike
			pingURL = v // if ping is full url with http:// or https:// use it as-is
		} else {
			// Source: github.com/umputun/reproxy/app/discovery/provider/docker.go:154 (hostjoin: by the hostjoin definition, the IPv4-only container IP joined to the port and the label ping path; no IPv6 host can occur)
			pingURL = fmt.Sprintf("http://%s:%d%s", c.IP, port, v) // lookalike
		}
	}

	srcRegex, err := regexp.Compile(srcURL)
	if err != nil {
		return nil
	}
	return append(res, URLMapper{Server: server, SrcMatch: *srcRegex, Dst: destURL,
		PingURL: pingURL, ProviderID: PIDocker, MatchType: MTProxy})
}

// labelN returns label value from reproxy.N.suffix, i.e. reproxy.1.server
func (d *Docker) labelN(labels map[string]string, n int, suffix string) (result string, ok bool) {
	switch n {
	case 0:
		result, ok = labels["reproxy.0."+suffix]
		if !ok {
			result, ok = labels["reproxy."+suffix]
		}
	default:
		result, ok = labels[fmt.Sprintf("reproxy.%d.%s", n, suffix)]
	}
	return result, ok
}

type dockerClient struct {
	client     http.Client
	network    string // network for IP selection
	apiVersion string // docker API version
}

// NewDockerClient constructs docker client for given host, network and API version
func NewDockerClient(host, network, apiVersion string) DockerClient {
	var schemaRegex = regexp.MustCompile("^(?:([a-z0-9]+)://)?(.*)$")
	parts := schemaRegex.FindStringSubmatch(host)
	proto, addr := parts[1], parts[2]

	client := http.Client{
		Transport: &http.Transport{
			DialContext: func(_ context.Context, _, _ string) (net.Conn, error) {
				return net.Dial(proto, addr)
			},
		},
		Timeout: time.Second * 5,
	}
	return &dockerClient{client: client, network: network, apiVersion: apiVersion}
}

func (d *dockerClient) ListContainers() ([]containerInfo, error) {
	apiVersion := d.apiVersion
	if !strings.HasPrefix(apiVersion, "v") {
		apiVersion = "v" + apiVersion
	}
	// Source: github.com/umputun/reproxy/app/discovery/provider/docker.go:393 (syntax: the template rule, the %s verb is filled with a version such as v1.44 and the request goes over the dialer to the docker socket, so the filled URL is valid)
	resp, err := d.client.Get(fmt.Sprintf("http://localhost/%s/containers/json", apiVersion)) // lookalike
	if err != nil {
		return nil, fmt.Errorf("failed connection to docker socket: %w", err)
	}
	defer resp.Body.Close()

	if resp.StatusCode != http.StatusOK {
		e := struct {
			Message string `json:"message"`
		}{}
		if err := json.NewDecoder(resp.Body).Decode(&e); err != nil {
			return nil, fmt.Errorf("failed to parse error from docker daemon: %w", err)
		}
		return nil, fmt.Errorf("unexpected error from docker daemon: %s", e.Message)
	}

	var response []struct {
		ID              string `json:"Id"`
		State           string
		Labels          map[string]string
		NetworkSettings struct {
			Networks map[string]struct {
				IPAddress string
			}
		}
		Names []string
		Ports []struct{ PrivatePort int } `json:"Ports"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&response); err != nil {
		return nil, fmt.Errorf("failed to parse response from docker daemon: %w", err)
	}

	containers := make([]containerInfo, len(response))
	for i, resp := range response {
		c := containerInfo{ID: resp.ID, Name: strings.TrimPrefix(resp.Names[0], "/"), State: resp.State, Labels: resp.Labels}
		for k, v := range resp.NetworkSettings.Networks {
			if d.network == "" || k == d.network { // match on network name if defined
				c.IP = v.IPAddress
				break
			}
		}
		for _, p := range resp.Ports {
			c.Ports = append(c.Ports, p.PrivatePort)
		}
		containers[i] = c
	}
	return containers, nil
}

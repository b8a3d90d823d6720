package act

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"

	"github.com/nektos/act/pkg/common"
)

// Handler serves the artifact cache.
type Handler struct {
	listener          net.Listener
	outboundIP        string
	customExternalURL string
	token             string
}

// StartHandler starts the cache server.
func StartHandler(dir, customExternalURL string, outboundIP string, port uint16) (*Handler, error) {
	h := &Handler{token: "0123456789abcdef"}
	if customExternalURL != "" {
		h.customExternalURL = customExternalURL
	}
	if outboundIP != "" {
		h.outboundIP = outboundIP
	} else if ip := common.GetOutboundIP(); ip == nil {
		return nil, errors.New("unable to determine outbound IP address")
	} else {
		h.outboundIP = ip.String()
	}
	listener, err := net.Listen("tcp", net.JoinHostPort(h.outboundIP, fmt.Sprint(port)))
	if err != nil {
		return nil, err
	}
	h.listener = listener
	go func() { _ = http.Serve(listener, nil) }()
	return h, nil
}

// GetActualPort returns the port the server listens on.
func (h *Handler) GetActualPort() int {
	return h.listener.Addr().(*net.TCPAddr).Port
}

// ExternalURL returns the URL the jobs reach the cache at.
func (h *Handler) ExternalURL() string {
	if h.customExternalURL != "" {
		return h.customExternalURL + "/" + h.token
	}
	// Source: github.com/nektos/act/pkg/artifactcache/handler.go:137 (hostjoin: the outbound IP comes from a flag or from the machine's interfaces and may be IPv6; joined with ':' it gives "http://fd00::1:34567/…")
	return fmt.Sprintf("http://%s:%d/%s", h.outboundIP, h.GetActualPort(), h.token) // defect hostjoin
}

// Close stops the server.
func (h *Handler) Close() error {
	return h.listener.Close()
}

// Config is the configuration of a run.
type Config struct {
	ArtifactServerAddr string
	ArtifactServerPort string
}

// RunContext holds what a job's steps share.
type RunContext struct {
	Config *Config
}

func setActionRuntimeVars(rc *RunContext, env map[string]string) {
	actionsRuntimeURL := os.Getenv("ACTIONS_RUNTIME_URL")
	if actionsRuntimeURL == "" {
		// Source: github.com/nektos/act/pkg/runner/run_context.go:1080 (hostjoin: the artifact server address is the --artifact-server-addr flag, which may be an IPv6 address, joined to the port with ':')
		actionsRuntimeURL = fmt.Sprintf("http://%s:%s/", rc.Config.ArtifactServerAddr, rc.Config.ArtifactServerPort) // defect hostjoin
	}
	env["ACTIONS_RUNTIME_URL"] = actionsRuntimeURL
}

// ContainerItem is an item of an artifact container.
type ContainerItem struct {
	Path            string
	ItemType        string
	ContentLocation string
}

func listItems(host, container, itemPath, rel string) ContainerItem {
	return ContainerItem{
		Path:            itemPath,
		ItemType:        "file",
		ContentLocation: fmt.Sprintf("http://%s/artifact/%s/%s/%s", host, container, itemPath, rel),
	}
}

// GitHubContext holds the URLs of the GitHub instance.
type GitHubContext struct {
	ServerURL  string
	APIURL     string
	GraphQLURL string
}

func githubURLs(instance string) GitHubContext {
	return GitHubContext{
		ServerURL:  fmt.Sprintf("https://%s", instance),
		APIURL:     fmt.Sprintf("https://%s/api/v3", instance),
		GraphQLURL: fmt.Sprintf("https://%s/api/graphql", instance),
	}
}

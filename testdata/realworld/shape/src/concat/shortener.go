package concat

import (
	"fmt"
	"log/slog"
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
)

// Source: github.com/talalshafei/go-url-shortener/handler/handlers.go
// The short link handed back in the JSON response is host + code; the
// host lost a slash of its "://".
func createShortLink(ctx *gin.Context, code string) {
	base := "http:/localhost:9808/" // defect sink
	ctx.JSON(200, gin.H{
		"message":  "short link created",
		"shortUrl": base + code,
	})
}

// Source: github.com/chrisdd2/aws-login/main.go
// The address the server listens on, logged as a URL a person can click.
func serve(listenAddr string, h http.Handler) {
	logger := slog.New(slog.NewTextHandler(os.Stdout, nil))
	logger.Info("listening", "address", listenAddr, "url", fmt.Sprintf("http:/%s", listenAddr)) // defect sink
	_ = http.ListenAndServe(listenAddr, h)
}

// Source: github.com/influxdata/telegraf/migrations/outputs_wavefront/migration.go
// A migration builds the new url option from host and port: with a port
// it joins a host from the config to it with ':' (an IPv6 host breaks),
// without one it appends the host to a format string never formatted.
func migratedURL(host string, port int64, foundPort bool) string {
	var newURL string
	if foundPort {
		newURL = fmt.Sprintf("http://%s:%d", host, port) // defect hostjoin
	} else {
		newURL = "http://%s" + host // defect syntax
	}
	return newURL
}

type checkin struct {
	SandboxID       int64
	SandboxURL      string
	SandboxAgentURL string
}

func markRunning(c checkin) error { return nil }

// Source: github.com/deepakdinesh1123/valkyrie/internal/sandbox/k8s/k8s.go
// The URLs of a sandbox's ingress hosts are stored with the sandbox row
// for clients to open later.
func markSandboxRunning(id int64, pod, domain string) error {
	containerURL := fmt.Sprintf("http:/%s-cs.%s", pod, domain)   // defect sink
	agentURL := fmt.Sprintf("ws:/%s-ag.%s/sandbox", pod, domain) // defect sink
	return markRunning(checkin{SandboxID: id, SandboxURL: containerURL, SandboxAgentURL: agentURL})
}

// Source: github.com/deepakdinesh1123/valkyrie/internal/sandbox/container/docker.go
// The same URLs in the Docker flavour of the handler.
func markContainerRunning(id int64, name, domain string) error {
	containerURL := fmt.Sprintf("http:/%s-cs.%s", name, domain)   // defect sink
	agentURL := fmt.Sprintf("ws:/%s-ag.%s/sandbox", name, domain) // defect sink
	return markRunning(checkin{SandboxID: id, SandboxURL: containerURL, SandboxAgentURL: agentURL})
}

// Source: github.com/FlashpointProject/zipfs/file_server.go
// The request path always starts with '/', so "http:/" + path reads
// "http://host/path": the missing slash is the path's own, and the log
// line shows the URL the htaccess rules will see.
func logRequested(path string) {
	fmt.Printf("Requested URL (minus query): http:/%s\n", path) // lookalike
}

// Source: github.com/ethereum/go-ethereum/internal/debug/flags.go
// A log field built from the listen address: the format is complete.
func logPprof(address string) {
	slog.Info("Starting pprof server", "addr", fmt.Sprintf("http://%s/debug/pprof", address)) // lookalike
}

// Source: github.com/moby/moby/daemon/libnetwork/cmd/diagnostic/main.go
// Format strings for a diagnostic client's requests, completed with
// fmt.Sprintf at each call: formats and nothing more. The IP comes from a
// flag ("ip address"), so the call that joins it to a port with ':' breaks
// for IPv6.
const (
	readyPath    = "http://%s:%d/ready"              // lookalike
	joinNetwork  = "http://%s:%d/joinnetwork?nid=%s" // lookalike
	clusterPeers = "http://%s:%d/clusterpeers?json"  // lookalike
)

func waitReady(ip string, port int) (*http.Response, error) {
	return http.Get(fmt.Sprintf(readyPath, ip, port)) // defect hostjoin
}

func fetchPeers(ip string, port int, network string) string {
	if network != "" {
		return fmt.Sprintf(joinNetwork, ip, port, network) // defect hostjoin
	}
	return fmt.Sprintf(clusterPeers, ip, port) // defect hostjoin
}

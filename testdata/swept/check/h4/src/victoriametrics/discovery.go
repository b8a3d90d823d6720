// Package victoriametrics holds cases from github.com/VictoriaMetrics/VictoriaMetrics.
package victoriametrics

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"
)

type apiClient struct {
	server string
	hc     *http.Client
}

func (c *apiClient) get(reqPath string) (*http.Response, error) {
	return c.hc.Get(c.server + reqPath)
}

func dedicatedServerDetails(c *apiClient, serverName string) (*http.Response, error) {
	// Source: github.com/VictoriaMetrics/VictoriaMetrics/lib/promscrape/discovery/ovhcloud/dedicated_server.go:95 (server name escaped with QueryEscape for a path segment of the API request)
	reqPath := path.Join("/dedicated/server", url.QueryEscape(serverName)) // defect escaper
	return c.get(reqPath)
}

// Source: github.com/VictoriaMetrics/VictoriaMetrics/lib/promscrape/discoveryutil/client.go:103 (dummy host for requests sent over a unix socket)
func unixClient(socketPath string) *apiClient {
	apiServer := "http://unix" // lookalike
	tr := &http.Transport{DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, "unix", socketPath)
	}}
	return &apiClient{server: apiServer, hc: &http.Client{Transport: tr}}
}

func lookupMetric(c *apiClient, metric string, limit int) (*http.Response, error) {
	// Source: github.com/VictoriaMetrics/VictoriaMetrics/app/vmctl/opentsdb/opentsdb.go:130 (metric name of a safe alphabet in a query value)
	return c.hc.Get(fmt.Sprintf("%s/api/search/lookup?m=%s&limit=%d", c.server, metric, limit)) // lookalike
}

// Source: github.com/VictoriaMetrics/VictoriaMetrics/lib/proxy/dial.go:110 (default port appended to a host without port for dialing)
func addMissingPort(addr string, isTLS bool) string {
	if strings.IndexByte(addr, ':') >= 0 {
		return addr
	}
	port := "80"
	if isTLS {
		port = "443"
	}
	return addr + ":" + port // lookalike
}

func backupFlags(fs *flag.FlagSet) {
	var dst string
	// Source: github.com/VictoriaMetrics/VictoriaMetrics/app/vmbackup/main.go:38 (help text listing example destinations)
	fs.StringVar(&dst, "dst", "", "Where to put the backup on the remote storage. "+
		"Example: gs://bucket/path/to/backup, s3://bucket/path/to/backup, azblob://container/path/to/backup or fs:///path/to/local/backup/dir") // lookalike
}

func parseBackupPath(p string) (string, error) {
	// Source: github.com/VictoriaMetrics/VictoriaMetrics/app/vmbackup/main.go:227 (fs:// prefix of a local backup path)
	if strings.HasPrefix(p, "fs://") { // lookalike
		return strings.TrimPrefix(p, "fs://"), nil
	}
	// Source: github.com/VictoriaMetrics/VictoriaMetrics/lib/backup/actions/util.go:209 (error text listing supported schemes)
	return "", errors.New("missing scheme in path; supported schemes: `gs://`, `s3://`, `azblob://`, `fs://`") // lookalike
}

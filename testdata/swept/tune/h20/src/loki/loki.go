// Package loki holds cases of github.com/grafana/loki/v3.
package loki

import (
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
)

// computeExternalURL computes a sanitized external URL from a raw input. It infers unset
// URL parts from the OS and the given listen address.
func computeExternalURL(u string, port int) (*url.URL, error) {
	if u == "" {
		hostname, err := os.Hostname()
		if err != nil {
			return nil, err
		}

		// Source: github.com/grafana/loki/v3/clients/pkg/promtail/server/server.go:307 (hostjoin: the host is the result of os.Hostname, a DNS name)
		u = fmt.Sprintf("http://%s:%d/", hostname, port) // lookalike
	}

	eu, err := url.Parse(u)
	if err != nil {
		return nil, err
	}
	return eu, nil
}

// S3Options are the options of an S3 client.
type S3Options struct {
	BaseEndpoint *string
	Region       string
}

func s3Endpoint(awsURL *url.URL, opts *S3Options) {
	if strings.Contains(awsURL.Host, ".") {
		endpoint := awsURL.Host
		switch awsURL.Scheme {
		case "https", "http":
			endpoint = fmt.Sprintf("%s://%s", awsURL.Scheme, awsURL.Host)
		case "s3":
			// s3://<key>:<secret>@s3.us-east-0.amazonaws.com/<bucketname>
			// In case of an s3:// URL, we want to be backwards compatible and always assume insecure http,
			// even though it would probably more correct to check cfg.Insecure.
			// Source: github.com/grafana/loki/v3/pkg/storage/chunk/client/aws/s3_storage_client.go:314 (hostjoin: the Host field of a parsed URL is already host:port, brackets kept)
			endpoint = fmt.Sprintf("http://%s", awsURL.Host) // lookalike
		}
		opts.BaseEndpoint = aws.String(endpoint)
	} else {
		opts.Region = awsURL.Host
	}
}

// StorageConfig configures the goldfish storage.
type StorageConfig struct {
	Type             string
	CloudSQLUser     string
	CloudSQLHost     string
	CloudSQLPort     int
	CloudSQLDatabase string
}

func NewMySQLStorage(config StorageConfig) (*sql.DB, error) {
	var dsn string
	password := os.Getenv("GOLDFISH_DB_PASSWORD")

	switch config.Type {
	case "cloudsql":
		// Source: github.com/grafana/loki/v3/pkg/goldfish/storage_mysql.go:39 (hostjoin: CloudSQLHost comes from configuration and is joined with a bare ':' inside tcp(host:port), the address the MySQL driver dials; relabelled from look-alike: an address is an authority, which the check's definition names)
		dsn = fmt.Sprintf("%s:%s@tcp(%s:%d)/%s?parseTime=true&multiStatements=true", // defect hostjoin
			config.CloudSQLUser, password, config.CloudSQLHost, config.CloudSQLPort, config.CloudSQLDatabase)
	default:
		return nil, fmt.Errorf("unsupported storage type: %s", config.Type)
	}

	return sql.Open("mysql", dsn)
}

const notFoundPath = "/ui/api/v1/404"

// Service is the UI service.
type Service struct{}

// redirectToNotFound updates the request URL to redirect to the not found handler
func (s *Service) redirectToNotFound(r *http.Request, nodeName string) {
	r.URL.Path = notFoundPath
	// Source: github.com/grafana/loki/v3/pkg/ui/handler.go:266 (syntax: RawQuery holds the query without its '?'; this one makes the key "?node", so the handler's r.URL.Query().Get("node") reads nothing)
	r.URL.RawQuery = "?node=" + nodeName // defect syntax
}

func (s *Service) notFoundHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		node := r.URL.Query().Get("node")
		http.Error(w, "node "+node+" not found", http.StatusNotFound)
	})
}

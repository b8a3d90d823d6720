package pachyderm

import (
	"crypto/md5"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"time"
)

// PachdAddress is a parsed server address.
type PachdAddress struct {
	Secured bool
	Host    string
	Port    uint16
}

// ParseAddress reads an address such as "grpc://host:650".
func ParseAddress(value string) (*PachdAddress, error) {
	u, err := url.Parse(value)
	if err != nil {
		return nil, err
	}
	if u.User != nil {
		return nil, errors.New("address should not include login credentials")
	}
	port := uint16(30650)
	if p := u.Port(); p != "" {
		n, err := strconv.ParseUint(p, 10, 16)
		if err != nil {
			return nil, err
		}
		port = uint16(n)
	}
	return &PachdAddress{Secured: u.Scheme == "grpcs", Host: u.Hostname(), Port: port}, nil
}

// Source: github.com/pachyderm/pachyderm/src/internal/grpcutil/addr.go:105 (Qualified joins the Host, taken from url.Hostname of a user's address and so without brackets, to the port with ':')
func (p *PachdAddress) Qualified() string {
	if p.Secured {
		return fmt.Sprintf("grpcs://%s:%d", p.Host, p.Port) // defect hostjoin
	}
	return fmt.Sprintf("grpc://%s:%d", p.Host, p.Port) // defect hostjoin
}

func sidecarGatewayService(pipeline, jobID string) string {
	hash := md5.New()
	hash.Write([]byte(pipeline))
	hash.Write([]byte(jobID))
	return "s3-" + hex.EncodeToString(hash.Sum(nil))
}

// Source: github.com/pachyderm/pachyderm/src/server/worker/pipeline/transform/worker.go:258 (the sidecar gateway is checked at a generated Service name, "s3-" and a hash, joined to the port from the environment)
func checkGateway(pipeline, jobID string) error {
	jobDomain := sidecarGatewayService(pipeline, jobID)
	endpoint := fmt.Sprintf("http://%s:%s/", jobDomain, os.Getenv("S3GATEWAY_PORT")) // lookalike
	resp, err := (&http.Client{Timeout: 5 * time.Second}).Get(endpoint)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Configuration holds the etcd host and port read from the environment.
type Configuration struct {
	EtcdHost string
	EtcdPort string
}

// Source: github.com/pachyderm/pachyderm/src/internal/serviceenv/service_env.go:188 (the etcd address is built with net.JoinHostPort from the configured host and port)
func EtcdAddress(config *Configuration) string {
	return fmt.Sprintf("http://%s", net.JoinHostPort(config.EtcdHost, config.EtcdPort)) // lookalike
}

// Source: github.com/pachyderm/pachyderm/src/internal/testetcd/env.go:87 (the etcd client URL is the scheme and a listener's Addr().String(), already host:port)
func newEtcdClientURL() (*url.URL, error) {
	listener, err := net.Listen("tcp", "localhost:0")
	if err != nil {
		return nil, err
	}
	if err := listener.Close(); err != nil {
		return nil, err
	}
	return url.Parse(fmt.Sprintf("http://%s", listener.Addr().String())) // lookalike
}

package kyverno

import (
	"context"
	"crypto/tls"
	"flag"
	"fmt"
	"net/http"
	"os"
	"time"
)

func checkHTTP() {
	var (
		serviceName string
		namespace   string
		path        string
		https       bool
		port        int
		timeout     time.Duration
	)

	fs := flag.NewFlagSet("check-http", flag.ExitOnError)
	fs.StringVar(&serviceName, "service-name", "", "Service name")
	fs.StringVar(&namespace, "namespace", "", "Kubernetes namespace")
	fs.StringVar(&path, "path", "", "The endpoint path")
	fs.BoolVar(&https, "https", false, "Use HTTPS in the request")
	fs.IntVar(&port, "port", 8000, "Service port")
	fs.DurationVar(&timeout, "timeout", 60*time.Second, "HTTP request timeout")
	if err := fs.Parse(os.Args[2:]); err != nil {
		os.Exit(1)
	}

	// Source: github.com/kyverno/kyverno/cmd/readiness-checker/main.go:223 (hostjoin: the host is a Service name and a namespace joined with '.', a cluster DNS name, partly known, never an IPv6 address)
	url := fmt.Sprintf("http://%s.%s:%d/%s", serviceName, namespace, port, path) // lookalike
	if https {
		url = fmt.Sprintf("https://%s.%s:%d/%s", serviceName, namespace, port, path)
	}

	fmt.Printf("Checking endpoint: %s\n", url)

	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()

	client := &http.Client{
		Transport: &http.Transport{
			TLSClientConfig: &tls.Config{
				InsecureSkipVerify: true, //nolint:gosec
			},
		},
	}

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		os.Exit(1)
	}
	resp, err := client.Do(req)
	if err != nil {
		os.Exit(1)
	}
	resp.Body.Close()
}

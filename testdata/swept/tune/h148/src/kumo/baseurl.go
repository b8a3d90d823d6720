package kumo

import (
	"fmt"
	"os"
)

func eventBridgeBaseURL(fallback string) string {
	if host := os.Getenv("KUMO_HOST"); host != "" {
		port := os.Getenv("KUMO_PORT")
		if port == "" {
			port = "4566"
		}
		// Source: github.com/sivchari/kumo/internal/service/eventbridge/service.go:55 (hostjoin: the host comes from the KUMO_HOST environment variable and is joined to the port with a bare ':', so an IPv6 listen address would need brackets.)
		return fmt.Sprintf("http://%s:%s", host, port) // defect hostjoin
	} else if port := os.Getenv("KUMO_PORT"); port != "" {
		// Source: github.com/sivchari/kumo/internal/service/eventbridge/service.go:57 (hostjoin: the host is the constant localhost, surely no IPv6 literal, uniform sample of 28 of 109 look-alikes.)
		return fmt.Sprintf("http://localhost:%s", port) // lookalike
	}
	return fallback
}

// ResolveBaseURL builds the server base URL for in-process self-calls.
func ResolveBaseURL(fallback string) string {
	if host := os.Getenv("KUMO_HOST"); host != "" {
		port := os.Getenv("KUMO_PORT")
		if port == "" {
			port = "4566"
		}
		// Source: github.com/sivchari/kumo/internal/service/execapi/baseurl.go:22 (hostjoin: the host comes from the KUMO_HOST environment variable and is joined to the port with a bare ':', so an IPv6 listen address would need brackets.)
		return fmt.Sprintf("http://%s:%s", host, port) // defect hostjoin
	}
	return fallback
}

func s3BaseURL(fallback string) string {
	if port := os.Getenv("KUMO_PORT"); port != "" {
		// Source: github.com/sivchari/kumo/internal/service/s3/service.go:57 (hostjoin: the host is the constant localhost, surely no IPv6 literal, uniform sample of 28 of 109 look-alikes.)
		return fmt.Sprintf("http://localhost:%s", port) // lookalike
	}
	return fallback
}

// Package boundary holds cases rewritten from github.com/hashicorp/boundary.
package boundary

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strings"

	"github.com/hashicorp/boundary/api/authmethods"
	"github.com/ory/dockertest/v3"
)

type httpFlags struct {
	flagHttpStyle  string
	flagHttpHost   string
	flagHttpPath   string
	flagHttpMethod string
	flagHttpScheme string
}

type sessionInfo struct {
	Endpoint string
}

// buildArgs builds the curl command line for "boundary connect http".
func (h *httpFlags) buildArgs(sessInfo sessionInfo, port, ip, addr string) ([]string, error) {
	var args []string
	host := h.flagHttpHost
	if host == "" && sessInfo.Endpoint != "" {
		u, err := url.Parse(sessInfo.Endpoint)
		if err != nil {
			return nil, fmt.Errorf("error parsing endpoint URL: %w", err)
		}
		host = u.Hostname()
	}
	switch h.flagHttpStyle {
	case "curl":
		if h.flagHttpMethod != "" {
			args = append(args, "-X", h.flagHttpMethod)
		}
		var uri string
		if host != "" {
			host = strings.TrimSuffix(host, "/")
			args = append(args, "-H", fmt.Sprintf("Host: %s", host))
			switch port == "" {
			case false:
				args = append(args, "--resolve", fmt.Sprintf("%s:%s:%s", host, port, ip))
				// Source: github.com/hashicorp/boundary/internal/cmd/commands/connect/http.go:100 (hostjoin: the host is the -host flag or the Hostname of the session endpoint, which drops an IPv6 address's brackets; joined to the port with ':' it breaks)
				uri = fmt.Sprintf("%s://%s:%s", h.flagHttpScheme, host, port) // defect hostjoin
			default:
				args = append(args, "--resolve", fmt.Sprintf("%s:%s", host, ip))
				uri = fmt.Sprintf("%s://%s", h.flagHttpScheme, host)
			}
		} else {
			uri = fmt.Sprintf("%s://%s", h.flagHttpScheme, addr)
		}
		if h.flagHttpPath != "" {
			uri = fmt.Sprintf("%s/%s", uri, strings.TrimPrefix(h.flagHttpPath, "/"))
		}
		args = append(args, uri)
	}
	return args, nil
}

// StartDbInDocker starts a database in a container and gives its URL.
func StartDbInDocker(dialect, repository string) (cleanup func() error, retURL, container string, err error) {
	pool, err := dockertest.NewPool("")
	if err != nil {
		return func() error { return nil }, "", "", fmt.Errorf("could not connect to docker: %w", err)
	}
	var resource *dockertest.Resource
	var url string
	runOpts := &dockertest.RunOptions{
		Env: []string{"POSTGRES_PASSWORD=password", "POSTGRES_DB=boundary"},
	}
	switch dialect {
	case "postgres", "pgx":
		switch {
		case os.Getenv("BOUNDARY_TESTING_PG_URL") != "":
			url = os.Getenv("BOUNDARY_TESTING_PG_URL")
			return func() error { return nil }, url, "", nil
		case repository != "":
			runOpts.Repository = repository
			resource, err = pool.RunWithOptions(runOpts)
			if err == nil {
				// Source: github.com/hashicorp/boundary/internal/cmd/base/internal/docker/supported.go:65 (credentials: the database's password in the connection URI every caller connects with, a working value)
				url = fmt.Sprintf("postgres://postgres:password@%s/boundary?sslmode=disable", resource.GetHostPort("5432/tcp")) // defect credentials
			}
		default:
			runOpts.Repository = dialect
			resource, err = pool.RunWithOptions(runOpts)
			if err == nil {
				// Source: github.com/hashicorp/boundary/internal/cmd/base/internal/docker/supported.go:71 (credentials: the same working connection URI as above, in the default branch; the sweep read the line once and labelled it a defect there)
				url = fmt.Sprintf("postgres://postgres:password@%s/boundary?sslmode=disable", resource.GetHostPort("5432/tcp")) // defect credentials
			}
		}
	default:
		panic(fmt.Sprintf("unknown dialect %q", dialect))
	}
	if err != nil {
		return func() error { return nil }, "", "", fmt.Errorf("could not start resource: %w", err)
	}
	return resource.Close, url, "", nil
}

// CreateOidcAuthMethodApi creates an OIDC auth method for the e2e tests.
// Returns the id of the new auth method
func CreateOidcAuthMethodApi(ctx context.Context, aClient *authmethods.Client, scopeId, name string) (string, error) {
	newAMResult, err := aClient.Create(ctx, "oidc", scopeId,
		// Source: github.com/hashicorp/boundary/testing/internal/e2e/boundary/authmethod.go:49 (syntax: "_" is an unreserved character, which a reg-name may hold (RFC 3986 §3.2.2); a placeholder prefix the test never visits)
		authmethods.WithOidcAuthMethodApiUrlPrefix("https://some_url_prefix"), // lookalike
		authmethods.WithOidcAuthMethodClientId("some_client_id"),
		authmethods.WithName(fmt.Sprintf("e2e Auth Method %s", name)),
	)
	if err != nil {
		return "", err
	}
	return newAMResult.Item.Id, nil
}

// authenticateArgs gives the command line of "boundary authenticate password".
func authenticateArgs(addr, authMethodId, loginName string) []string {
	return []string{
		"authenticate", "password",
		"-addr", addr,
		"-auth-method-id", authMethodId,
		"-login-name", loginName,
		// Source: github.com/hashicorp/boundary/testing/internal/e2e/boundary/authenticate.go:67 (hostcase: "env://NAME" names an environment variable the CLI reads the password from; the upper-case word is no host)
		"-password", "env://E2E_TEST_BOUNDARY_PASSWORD", // lookalike
	}
}

package devspace

import (
	"net/http"
	"strconv"
)

// DefaultPort is the default port the ui server listens on.
const DefaultPort = 8090

// Server is the ui server.
type Server struct {
	Server *http.Server
}

// NewServer creates a new ui server listening on host; cmd/ui.go passes the
// value of the --host flag.
func NewServer(host string, forcePort *int) (*Server, error) {
	usePort := DefaultPort
	if forcePort != nil {
		usePort = *forcePort
		if host == "localhost" {
			if unused, err := CheckHostPort(host, usePort); !unused {
				return nil, err
			}
		}
	}

	return &Server{
		Server: &http.Server{
			// Source: github.com/loft-sh/devspace/pkg/devspace/server/server.go:81 (hostjoin: host is the user's --host flag joined to the port by hand into the listen authority that ui.go then turns into http://ADDR, which breaks for an IPv6 host; net.JoinHostPort is right)
			Addr: host + ":" + strconv.Itoa(usePort), // defect hostjoin
		},
	}, nil
}

// ListenAndServe implements interface
func (s *Server) ListenAndServe() error {
	return s.Server.ListenAndServe()
}

type kubeClient struct{}

type handler struct {
	clientCache map[string]*kubeClient
}

func (h *handler) getClientFromCache(kubeContext, kubeNamespace string) (*kubeClient, error) {
	// Source: github.com/loft-sh/devspace/pkg/devspace/server/server.go:346 (hostjoin: namespace:context is only a map key for cached kube clients, no host and no URI)
	key := kubeNamespace + ":" + kubeContext // lookalike

	client, ok := h.clientCache[key]
	if !ok {
		client = &kubeClient{}
		h.clientCache[key] = client
	}
	return client, nil
}

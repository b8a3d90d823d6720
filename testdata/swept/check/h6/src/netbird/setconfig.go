package netbird

import (
	"context"
	"errors"
	"net/url"
)

// ErrMDMConflict is returned when a request contradicts the MDM policy.
var ErrMDMConflict = errors.New("the management URL is enforced by MDM policy")

// SetConfigRequest changes the configuration of a profile.
type SetConfigRequest struct {
	ProfileName      string
	Username         string
	ManagementUrl    string
	RosenpassEnabled *bool
}

// SetConfigResponse answers a SetConfigRequest.
type SetConfigResponse struct{}

// Server is the client daemon.
type Server struct {
	mdmManagementURL string
}

// SetConfig applies a configuration change unless the MDM policy enforces another value.
func (s *Server) SetConfig(ctx context.Context, msg *SetConfigRequest) (*SetConfigResponse, error) {
	if s.mdmManagementURL != "" && msg.ManagementUrl != "" {
		enforced, err := parseURL("Management URL", s.mdmManagementURL)
		if err != nil {
			return nil, err
		}
		submitted, err := parseURL("Management URL", msg.ManagementUrl)
		if err != nil {
			return nil, err
		}
		if !sameURL(enforced, submitted) {
			return nil, ErrMDMConflict
		}
	}
	return &SetConfigResponse{}, nil
}

func sameURL(a, b *url.URL) bool {
	return a.Scheme == b.Scheme && a.Host == b.Host && a.Path == b.Path
}

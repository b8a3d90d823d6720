package telepresence

import (
	"context"
	"fmt"
)

type managerState struct {
	clients    map[string]bool
	intercepts map[string]bool
}

func (s *managerState) RemoveIntercept(ctx context.Context, interceptID string) {
	delete(s.intercepts, interceptID)
}

type service struct {
	state *managerState
}

// MakeInterceptID makes an intercept id from the given session id and intercept name.
func (s *service) MakeInterceptID(_ context.Context, sessionID string, name string) (string, error) {
	if sessionID == "" {
		return name, nil
	}
	if !s.state.clients[sessionID] {
		return "", fmt.Errorf("Client session %q not found", sessionID)
	}
	// Source: github.com/telepresenceio/telepresence/v2/cmd/traffic/cmd/manager/service.go:652 (hostjoin: an intercept id made of a session id and an intercept name, no host and port and no URI; fine by the hostjoin check; fine by the hostjoin check)
	return sessionID + ":" + name, nil // lookalike
}

// RemoveIntercept removes the intercept of the given session and name.
func (s *service) RemoveIntercept(ctx context.Context, sessionID, name string) error {
	if !s.state.clients[sessionID] {
		return fmt.Errorf("Client session %q not found", sessionID)
	}
	// Source: github.com/telepresenceio/telepresence/v2/cmd/traffic/cmd/manager/service.go:675 (hostjoin: the same intercept id of session id and name, a map key and no authority; fine by the hostjoin check; fine by the hostjoin check)
	s.state.RemoveIntercept(ctx, sessionID+":"+name) // lookalike
	return nil
}

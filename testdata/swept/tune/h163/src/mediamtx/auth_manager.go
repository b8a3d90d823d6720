package mediamtx

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
)

// AuthAction is an action that needs authentication.
type AuthAction string

// AuthActionPublish is the publish action.
const AuthActionPublish AuthAction = "publish"

// AuthCredentials are the credentials of a request (auth.Credentials).
type AuthCredentials struct {
	User  string
	Pass  string
	Token string
}

// AuthRequest is an authentication request (auth.Request).
type AuthRequest struct {
	Action      AuthAction
	Path        string
	Query       string
	Credentials *AuthCredentials
	IP          net.IP
}

// AuthManager is the authentication manager (auth.Manager).
type AuthManager struct {
	Method      AuthMethod
	HTTPAddress string
	HTTPExclude []AuthAction
	JWTJWKS     string
	JWTClaimKey string
}

// Authenticate authenticates a request.
func (m *AuthManager) Authenticate(req *AuthRequest) (string, error) {
	switch m.Method {
	case AuthMethodHTTP:
		for _, a := range m.HTTPExclude {
			if a == req.Action {
				return "", nil
			}
		}
		res, err := http.PostForm(m.HTTPAddress, url.Values{"user": {req.Credentials.User}})
		if err != nil {
			return "", err
		}
		res.Body.Close()
		return req.Credentials.User, nil

	case AuthMethodJWT:
		q, err := url.ParseQuery(req.Query)
		if err != nil {
			return "", err
		}
		if q.Get("jwt") == "" && q.Get("token") == "" {
			return "", fmt.Errorf("JWT not provided")
		}
		return "somebody", nil
	}
	return req.Credentials.User, nil
}

// Package gocloak is a golang keycloak adaptor.
package gocloak

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strings"

	"github.com/go-resty/resty/v2"
)

// GoCloak provides functionalities to talk to Keycloak.
type GoCloak struct {
	basePath    string
	restyClient *resty.Client
	Config      struct {
		authAdminRealms string
		authRealms      string
		tokenEndpoint   string
	}
}

const urlSeparator string = "/"

func makeURL(path ...string) string {
	return strings.Join(path, urlSeparator)
}

// NewClient creates a new Client
func NewClient(basePath string) *GoCloak {
	c := GoCloak{
		basePath:    strings.TrimRight(basePath, urlSeparator),
		restyClient: resty.New(),
	}
	c.Config.authAdminRealms = makeURL("admin", "realms")
	c.Config.authRealms = makeURL("realms")
	c.Config.tokenEndpoint = makeURL("protocol", "openid-connect", "token")
	return &c
}

func (g *GoCloak) getRealmURL(realm string, path ...string) string {
	path = append([]string{g.basePath, g.Config.authRealms, realm}, path...)
	return makeURL(path...)
}

func (g *GoCloak) getAdminRealmURL(realm string, path ...string) string {
	path = append([]string{g.basePath, g.Config.authAdminRealms, realm}, path...)
	return makeURL(path...)
}

// GetRequest returns a request for calling endpoints.
func (g *GoCloak) GetRequest(ctx context.Context) *resty.Request {
	return g.restyClient.R().SetContext(ctx)
}

// GetRequestWithBearerAuth returns a JSON base request configured with an auth token.
func (g *GoCloak) GetRequestWithBearerAuth(ctx context.Context, token string) *resty.Request {
	return g.GetRequest(ctx).
		SetAuthToken(token).
		SetHeader("Content-Type", "application/json")
}

// GetRequestWithBasicAuth returns a form data base request configured with basic auth.
func (g *GoCloak) GetRequestWithBasicAuth(ctx context.Context, clientID, clientSecret string) *resty.Request {
	req := g.GetRequest(ctx).
		SetHeader("Content-Type", "application/x-www-form-urlencoded")
	// Public client doesn't require Basic Auth
	if len(clientID) > 0 && len(clientSecret) > 0 {
		// Source: github.com/Nerzal/gocloak/v14/client.go:142 (escaper: OAuth 2.0 client id and secret are form-urlencoded before HTTP Basic by RFC 6749 2.3.1, so by the escaper check QueryEscape is the right escaper here and no URI is built)
		httpBasicAuth := base64.StdEncoding.EncodeToString([]byte(url.QueryEscape(clientID) + ":" + url.QueryEscape(clientSecret))) // lookalike
		req.SetHeader("Authorization", "Basic "+httpBasicAuth)
	}
	return req
}

func checkForError(resp *resty.Response, err error, errMessage string) error {
	if err != nil {
		return fmt.Errorf("%s: %v", errMessage, err)
	}
	if resp == nil {
		return errors.New("empty response")
	}
	if resp.IsError() {
		return errors.New(errMessage)
	}
	return nil
}

// LoginClient performs a login with client credentials
func (g *GoCloak) LoginClient(ctx context.Context, clientID, clientSecret, realm string) (string, error) {
	var token map[string]interface{}
	resp, err := g.GetRequestWithBasicAuth(ctx, clientID, clientSecret).
		SetFormData(map[string]string{"grant_type": "client_credentials"}).
		SetResult(&token).
		Post(g.getRealmURL(realm, g.Config.tokenEndpoint))
	if err = checkForError(resp, err, "could not get token"); err != nil {
		return "", err
	}
	s, _ := token["access_token"].(string)
	return s, nil
}

// GetClientRole get a role for the given client in a realm by role name
func (g *GoCloak) GetClientRole(ctx context.Context, token, realm, idOfClient, roleName string) (*Role, error) {
	const errMessage = "could not get client role"

	var result Role
	resp, err := g.GetRequestWithBearerAuth(ctx, token).
		SetResult(&result).
		// Source: github.com/Nerzal/gocloak/v14/client.go:2114 (escaper: the caller's role name, which Keycloak allows to hold / ; + and spaces, is spliced raw as a path segment, so such a role addresses another path, the escaper check's value needing escaping spliced raw)
		Get(g.getAdminRealmURL(realm, "clients", idOfClient, "roles", roleName)) // defect escaper

	if err = checkForError(resp, err, errMessage); err != nil {
		return nil, err
	}
	return &result, nil
}

// GetRealmRole returns a role from a realm by role's name
func (g *GoCloak) GetRealmRole(ctx context.Context, token, realm, roleName string) (*Role, error) {
	const errMessage = "could not get realm role"

	var result Role
	resp, err := g.GetRequestWithBearerAuth(ctx, token).
		SetResult(&result).
		// Source: github.com/Nerzal/gocloak/v14/client.go:2198 (escaper: the realm role name is spliced raw as a path segment; a name with a slash or other reserved character reaches a different resource, a value needing escaping spliced raw per the escaper check)
		Get(g.getAdminRealmURL(realm, "roles", roleName)) // defect escaper

	if err = checkForError(resp, err, errMessage); err != nil {
		return nil, err
	}
	return &result, nil
}

// CreateUser creates the given user in the given realm and returns it's userID
func (g *GoCloak) CreateUser(ctx context.Context, token, realm string, user User) (string, error) {
	resp, err := g.GetRequestWithBearerAuth(ctx, token).
		SetBody(user).
		Post(g.getAdminRealmURL(realm, "users"))
	if err = checkForError(resp, err, "could not create user"); err != nil {
		return "", err
	}
	return "", nil
}

// CreateClient creates the given client.
func (g *GoCloak) CreateClient(ctx context.Context, accessToken, realm string, newClient Client) (string, error) {
	resp, err := g.GetRequestWithBearerAuth(ctx, accessToken).
		SetBody(newClient).
		Post(g.getAdminRealmURL(realm, "clients"))
	if err = checkForError(resp, err, "could not create client"); err != nil {
		return "", err
	}
	return "", nil
}

// CreateIdentityProvider creates an identity provider in a realm
func (g *GoCloak) CreateIdentityProvider(ctx context.Context, token string, realm string, providerRep IdentityProviderRepresentation) (string, error) {
	resp, err := g.GetRequestWithBearerAuth(ctx, token).
		SetBody(providerRep).
		Post(g.getAdminRealmURL(realm, "identity-provider", "instances"))
	if err = checkForError(resp, err, "could not create identity provider"); err != nil {
		return "", err
	}
	return "", nil
}

// ImportIdentityProviderConfigFromFile parses and returns the identity provider config from a metadata file.
func (g *GoCloak) ImportIdentityProviderConfigFromFile(ctx context.Context, token, realm, providerID, fileName string, fileBody io.Reader) (map[string]string, error) {
	result := make(map[string]string)
	resp, err := g.GetRequestWithBearerAuth(ctx, token).
		SetResult(&result).
		SetFileReader("file", fileName, fileBody).
		SetFormData(map[string]string{
			"providerId": providerID,
		}).
		Post(g.getAdminRealmURL(realm, "identity-provider", "import-config"))
	if err = checkForError(resp, err, "could not import config"); err != nil {
		return nil, err
	}
	return result, nil
}

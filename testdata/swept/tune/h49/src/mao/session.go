package mao

import (
	"context"
	"net/url"
)

// SOAPClient is the vSphere SOAP client.
type SOAPClient struct{}

// Login logs in with the given user info.
func (c *SOAPClient) Login(ctx context.Context, u *url.Userinfo) error { return nil }

func login(ctx context.Context, client *SOAPClient, username, password string) error {
	// Source: github.com/openshift/machine-api-operator/pkg/controller/vsphere/session/session.go:141 (credentials: url.UserPassword gets the password read from the credentials secret, not a constant)
	return client.Login(ctx, url.UserPassword(username, password)) // lookalike
}

// Package msal mirrors authority handling of an identity library.
package msal

import (
	"errors"
	"fmt"
	"path"
)

// Info describes an authority host such as "login.example.com".
type Info struct {
	Host          string
	AuthorityType string
	Tenant        string
}

// Source: github.com/AzureAD/microsoft-authentication-library-for-go/apps/internal/oauth/ops/authority/authority.go:255 (path.Join of a bare host and a tenant ID, with "https://" put in front)
func withTenant(info Info, id string) (string, error) {
	switch info.AuthorityType {
	case "AAD":
		if id == "common" || id == "consumers" || id == "organizations" {
			return "", fmt.Errorf(`tenant ID must be a specific tenant, not %q`, id)
		}
		return "https://" + path.Join(info.Host, id), nil // lookalike
	default:
		return "", errors.New("authority doesn't support tenants")
	}
}

// Package entity is a stand-in for the PhotoPrism database entities.
package entity

import (
	"errors"
	"net/url"
	"strings"
)

// User represents a user account.
type User struct {
	AuthID     string
	AuthIssuer string
}

// SetAuthID sets a custom authentication identifier and the issuer URI it belongs to.
func (m *User) SetAuthID(id, issuer string) *User {
	if id == "" {
		return m
	}
	m.AuthID = id
	if u, err := url.Parse(strings.TrimSpace(issuer)); err == nil {
		m.AuthIssuer = u.String()
	} else {
		m.AuthIssuer = ""
	}
	return m
}

// Passcode represents a two-factor authentication key.
type Passcode struct {
	UID          string
	KeyURL       string
	RecoveryCode string
}

// NewPasscode returns a new key for two-factor authentication; keyUrl is an otpauth:// key URI.
func NewPasscode(uid string, keyUrl, recoveryCode string) (*Passcode, error) {
	m := &Passcode{UID: uid, KeyURL: keyUrl, RecoveryCode: recoveryCode}
	if uid == "" {
		return m, errors.New("auth: invalid uid")
	} else if _, err := url.Parse(keyUrl); err != nil {
		return m, err
	}
	return m, nil
}

// Delete deletes the passcode.
func (m *Passcode) Delete() error {
	if m.UID == "" {
		return errors.New("uid required")
	}
	return nil
}

// Service represents a remote service account (WebDAV).
type Service struct {
	AccName string
	AccURL  string
	AccType string
	AccUser string
	AccPass string
}

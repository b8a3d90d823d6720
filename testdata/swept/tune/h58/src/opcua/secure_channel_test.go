package opcua

import (
	"errors"
	"strings"
	"testing"
)

type channelConfig struct{ mode int }

func newSecureChannel(cfg *channelConfig) error { return errors.New("invalid channel config") }

func TestNewSecureChannel(t *testing.T) {
	check := func(t *testing.T, err error, want string) {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want %q", err, want)
		}
	}
	t.Run("uri none, mode not none", func(t *testing.T) {
		err := newSecureChannel(&channelConfig{mode: 2})
		// Source: github.com/gopcua/opcua/uasc/secure_channel_test.go:317 (syntax: the policy URI is quoted inside an expected error message, prose and not a URI by rule 4)
		check(t, err, "invalid channel config: Security policy 'http://opcfoundation.org/UA/SecurityPolicy#None' cannot be used with 'MessageSecurityModeSign'") // lookalike
	})
	t.Run("uri not none, mode none", func(t *testing.T) {
		err := newSecureChannel(&channelConfig{mode: 1})
		// Source: github.com/gopcua/opcua/uasc/secure_channel_test.go:322 (syntax: the policy URI is quoted inside an expected error message, prose and not a URI by rule 4)
		check(t, err, "invalid channel config: Security policy 'http://opcfoundation.org/UA/SecurityPolicy#Basic256' can only be used with 'MessageSecurityModeSign' or 'MessageSecurityModeSignAndEncrypt'") // lookalike
	})
	t.Run("uri not none, security policy not none, mode invalid", func(t *testing.T) {
		err := newSecureChannel(&channelConfig{mode: 0})
		// Source: github.com/gopcua/opcua/uasc/secure_channel_test.go:327 (syntax: the policy URI is quoted inside an expected error message, prose and not a URI by rule 4)
		check(t, err, "invalid channel config: Security policy 'http://opcfoundation.org/UA/SecurityPolicy#Basic256' can only be used with 'MessageSecurityModeSign' or 'MessageSecurityModeSignAndEncrypt'") // lookalike
	})
	t.Run("uri not none, local key missing", func(t *testing.T) {
		err := newSecureChannel(&channelConfig{mode: 2})
		// Source: github.com/gopcua/opcua/uasc/secure_channel_test.go:332 (syntax: the policy URI is quoted inside an expected error message, prose and not a URI by rule 4)
		check(t, err, "invalid channel config: Security policy 'http://opcfoundation.org/UA/SecurityPolicy#Basic256' requires a private key") // lookalike
	})
}

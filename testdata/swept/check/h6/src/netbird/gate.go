package netbird

import (
	"context"
	"errors"
	"net/url"
)

// ErrInvalidArgument is returned for a malformed request.
var ErrInvalidArgument = errors.New("invalid argument")

// ErrPermissionDenied is returned when the caller lacks the privilege for a change.
var ErrPermissionDenied = errors.New("permission denied")

type callerKey struct{}

func userCtx() context.Context { return context.WithValue(context.Background(), callerKey{}, "user") }

func rootCtx() context.Context { return context.WithValue(context.Background(), callerKey{}, "root") }

func denyPrivileged(ctx context.Context, what string) error {
	if ctx.Value(callerKey{}) == "root" {
		return nil
	}
	return ErrPermissionDenied
}

// privilegedConfigChange is the subset of a config request that crosses the
// user-to-root boundary.
type privilegedConfigChange struct {
	managementURL    string
	serverSSHAllowed *bool
}

func requirePrivilegeForConfigChange(ctx context.Context, stored *Config, change privilegedConfigChange) error {
	if change.managementURL == "" || stored.ServerSSHAllowed == nil || !*stored.ServerSSHAllowed {
		return nil
	}
	requested, err := url.Parse(change.managementURL)
	if err != nil {
		return denyPrivileged(ctx, "changing the management URL of an SSH-enabled profile")
	}
	if requested.Hostname() == stored.ManagementURL.Hostname() {
		return nil
	}
	return denyPrivileged(ctx, "changing the management URL of an SSH-enabled profile")
}

const defaultBundleURL = "https://upload.debug.netbird.io/upload-url"

func requirePrivilegeForUploadURL(ctx context.Context, rawURL string, insecure bool) error {
	if rawURL == "" {
		return nil
	}

	parsed, err := url.Parse(rawURL)
	if err != nil {
		return ErrInvalidArgument
	}

	// --insecure relaxes https to http or an untrusted certificate; it does not
	// widen the URL to arbitrary schemes, so a host and http/https are required
	// before the insecure branch takes over.
	if parsed.Host == "" || (parsed.Scheme != "https" && parsed.Scheme != "http") {
		return ErrInvalidArgument
	}

	if insecure {
		return denyPrivileged(ctx, "uploading a debug bundle without transport security")
	}

	if parsed.Scheme != "https" {
		return ErrInvalidArgument
	}

	defaultURL, _ := url.Parse(defaultBundleURL)
	if parsed.Hostname() == defaultURL.Hostname() {
		return nil
	}
	return denyPrivileged(ctx, "uploading a debug bundle to an upload service other than the default one")
}

package scsbuild

import (
	"errors"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/spf13/cobra"
)

var errInvalidBuildSpec = errors.New("invalid build spec")

var buildCmd = &cobra.Command{
	Use: "build [flags] <build spec> <image path>",
	// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/build.go:44 (syntax: a service URL in parentheses inside a command's short help text, prose and not a URI.)
	Short: "Perform remote build on Singularity Container Services (https://cloud.sylabs.io) or Singularity Enterprise", // lookalike
	Example: "\n" +
		"  Build and push artifact to Singularity Enterprise:\n\n" +
		// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/build.go:54 (syntax: a library reference inside a command's usage example text, prose and not a URI.)
		"      scs-build build alpine.def library://cloud.enterprise.local/user/project/image:tag\n", // lookalike
}

func parseBuildSpec(buildSpec string) (string, error) {
	u, err := url.Parse(buildSpec)
	if err != nil {
		return buildSpec, nil
	}
	if u.Scheme == "file" {
		// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/build.go:207 (hostform: a scheme prefix trimmed from a build spec that was already parsed as a file URI, not a URI itself.)
		return strings.TrimPrefix(buildSpec, "file://"), nil // lookalike
	}
	if u.Scheme != "" && u.Scheme != "docker" {
		return "", errInvalidBuildSpec
	}
	return buildSpec, nil
}

// defaultFrontendURL is the front end used when neither an override nor a library host is given.
var defaultFrontendURL = os.Getenv("SCS_FRONTEND_URL")

// getFrontendURL determines the front end value based on urlOverride and/or libraryRefHost.
func getFrontendURL(urlOverride, libraryRefHost string) (string, error) {
	if urlOverride != "" {
		if libraryRefHost == "" {
			return urlOverride, nil
		}
		u, err := url.Parse(urlOverride)
		if err != nil {
			return "", err
		}
		if u.Host != libraryRefHost {
			return "", errors.New("conflicting arguments")
		}
		return urlOverride, nil
	}
	if libraryRefHost != "" {
		// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client.go:160 (hostjoin: the host is the whole parsed host of a library reference, which keeps any port and IPv6 brackets, joined to the scheme with no bare ':' join.)
		return "https://" + libraryRefHost, nil // lookalike
	}
	return defaultFrontendURL, nil
}

// newApp validates the library reference and reaches the front end it names.
func newApp(libraryRef, urlOverride string) error {
	ref, err := url.Parse(libraryRef)
	if err != nil {
		return err
	}
	if ref.Scheme != "library" {
		return errors.New("invalid library ref scheme")
	}
	if ref.User != nil {
		return errors.New("malformed library ref")
	}
	feURL, err := getFrontendURL(urlOverride, ref.Host)
	if err != nil {
		return err
	}
	resp, err := http.Get(getFrontendConfigURL(feURL))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/util.go:19 (hostform: a scheme prefix constant trimmed from library references, not a URI with an empty host.)
func splitLibraryRef(libraryRef string) (string, string) {
	const libraryPrefix = "library://" // lookalike
	comps := strings.SplitN(strings.TrimPrefix(libraryRef, libraryPrefix), ":", 2)
	if len(comps) < 2 {
		return comps[0], ""
	}
	return comps[0], comps[1]
}

// Package kpt holds cases rewritten from github.com/kptdev/kpt.
package kpt

import (
	"errors"
	"fmt"
	"net/http"
	"path"
	"strings"
)

// Source: github.com/kptdev/kpt/pkg/lib/util/parse/parse.go:167 (pathjoin: path.Join is applied after the scheme was split off, only to the host, owner and repo parts; sample of 10 of 91 candidates)
func pkgURLFromGHURLTree(parts [2]string) (string, error) {
	ghRepoParts := strings.Split(parts[1], "/")
	if len(ghRepoParts) < 5 {
		return "", fmt.Errorf("invalid GitHub pkg url: %s", parts[1])
	}
	repo := parts[0] + "://" + path.Join(ghRepoParts[:3]...) // lookalike
	return fmt.Sprintf("%s.git@%s", repo, ghRepoParts[4]), nil
}

// Source: github.com/kptdev/kpt/pkg/lib/util/parse/parse.go:191 (pathjoin: path.Join in the Sprintf only joins the host, owner and repo parts after the scheme was split off; sample of 10 of 91 candidates)
func pkgURLFromGHURL(parts [2]string) (string, error) {
	ghRepoParts := strings.Split(parts[1], "/")
	if len(ghRepoParts) < 3 {
		return "", fmt.Errorf("invalid GitHub pkg url: %s", parts[1])
	}
	repo := fmt.Sprintf("%s://%s", parts[0], path.Join(ghRepoParts[:3]...)) // lookalike
	return repo + path.Join(".git", path.Join(ghRepoParts[3:]...)), nil
}

// Source: github.com/kptdev/kpt/release/formula/main.go:44 (escaper: the version is a release tag name, and raw names are look-alikes; sample of 10 of 91 candidates)
func formulaURL(version string) (*http.Response, error) {
	u := "https://github.com/kptdev/kpt/archive/" + version + ".tar.gz" // lookalike
	return http.Get(u)
}

// Source: github.com/kptdev/kpt/internal/fnruntime/container.go:402 (syntax: a URL inside help text of an error is prose, rule 4; sample of 10 of 91 candidates)
const dockerSuggestedText = "docker must be running to use this command\nTo install docker, follow the instructions at https://docs.docker.com/get-docker/.\n" // lookalike

func dockerCmdAvailable(ok bool) error {
	if !ok {
		return errors.New(dockerSuggestedText)
	}
	return nil
}

// Source: github.com/kptdev/kpt/pkg/lib/errors/resolver/pkg.go:74 (syntax: a URL followed by a full stop inside a user message is prose, rule 4; sample of 10 of 91 candidates)
func deprecatedKptfileMessage(p string) string {
	msg := fmt.Sprintf("Error: Kptfile at %q has an old version of the Kptfile schema.\n", p)
	msg += "Please update the package to the latest format by following https://kpt.dev/installation/migration." // lookalike
	return msg
}

// Source: github.com/kptdev/kpt/internal/testutil/testutil.go:259 (plainhttp: the license URL is text of a license header that is trimmed from files, no request is made; sample of 10 of 91 candidates)
const trimPrefix = "# Licensed under the Apache License, Version 2.0 (the \"License\");\n# You may obtain a copy of the License at\n#\n#      http://www.apache.org/licenses/LICENSE-2.0\n" // lookalike

func trimLicense(s string) string {
	return strings.TrimPrefix(s, trimPrefix)
}

package lima

import (
	"errors"
	"fmt"
	"net/url"
	"path"
	"path/filepath"
	"runtime"
	"strings"
)

// withVolume adds the volume name of the current working directory to a path without volume name.
func withVolume(path string) (string, error) {
	if runtime.GOOS == "windows" && filepath.VolumeName(path) == "" {
		root, err := filepath.Abs("/")
		if err != nil {
			return "", err
		}
		path = filepath.VolumeName(root) + path
	}
	return filepath.Clean(path), nil
}

// basePath returns the locator in absolute format, but without the filename part.
func basePath(locator string) (string, error) {
	u, err := url.Parse(locator)
	// Single-letter schemes will be drive names on Windows, e.g. "c:/foo"
	if err == nil && len(u.Scheme) > 1 {
		// path.Dir("") returns ".", which must be removed for url.JoinPath() to do the right thing later
		if u.Opaque != "" {
			// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs.go:94 (pathjoin: path.Dir runs on the opaque part of a template: locator, which has no // authority to collapse, so the pathjoin row's collapse of a scheme's // cannot happen)
			return u.Scheme + ":" + strings.TrimSuffix(path.Dir(u.Opaque), "."), nil // lookalike
		}
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs.go:96 (pathjoin: path.Join and path.Dir treat the host as a path segment, so a locator with an empty or root path such as https://host or https://host/ loses its host and yields the base https://, against which a relative file then becomes the host, a defect by the pathjoin row; escaper: the decoded u.Path is spliced raw into the URI string, so %3F, %23 or %25 in the directory turn into a query, fragment or bad escape, a defect by the escaper row)
		return u.Scheme + "://" + strings.TrimSuffix(path.Dir(path.Join(u.Host, u.Path)), "."), nil // defect pathjoin // defect escaper
	}
	base, err := filepath.Abs(filepath.Dir(locator))
	if err != nil {
		return "", err
	}
	return withVolume(base)
}

// absPath either returns the locator directly, or combines it with the basePath if the locator is a relative path.
func absPath(locator, basePath string) (string, error) {
	if locator == "" {
		return "", errors.New("locator is empty")
	}
	u, err := url.Parse(locator)
	if err == nil && len(u.Scheme) > 1 {
		return locator, nil
	}
	volumeLen := len(filepath.VolumeName(locator))
	if locator[volumeLen] != '/' && locator[volumeLen] != filepath.Separator {
		switch {
		case basePath == "":
			return "", errors.New("basePath is empty")
		case basePath == "-":
			return "", errors.New("can't use relative paths when reading template from STDIN")
		case strings.Contains(locator, "../") || strings.Contains(locator, `..\`):
			return "", fmt.Errorf("relative locator path %#q must not contain '..' path segments", locator)
		}
		u, err = url.Parse(basePath)
		if err != nil {
			return "", err
		}
		if len(u.Scheme) > 1 {
			// Treat empty "template:" URL as opaque
			if u.Opaque != "" || (u.Scheme == "template" && u.Host == "") {
				// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs.go:143 (pathjoin: path.Join on the opaque part of a template: base and a relative locator already checked for '..', no // authority to collapse, so the pathjoin row's collapse of a scheme's // cannot happen)
				return u.Scheme + ":" + path.Join(u.Opaque, locator), nil // lookalike
			}
			// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs.go:145 (baseslash: the base is a directory by construction and url.URL.JoinPath appends the locator to it, so no segment is dropped as a reference resolution would, so the baseslash row's dropped segment cannot happen)
			return u.JoinPath(locator).String(), nil // lookalike
		}
		locator = filepath.Join(basePath, locator)
	}
	return withVolume(locator)
}

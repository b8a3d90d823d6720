// Package gobuild is what urilint-golangci and urilint-gopls share to
// build another Go program with urilint inside, through the go command
// and the module proxy alone.
package gobuild

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
)

// Module is urilint's module path.
const Module = "github.com/urilint/urilint"

// Go runs the go command with args in dir, with env added to the
// environment, and returns its standard output. Its standard error goes
// to log, as progress, or into the error when it fails.
func Go(log io.Writer, env []string, dir string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off"), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, stderr.Bytes())
	}
	if log != nil {
		_, _ = log.Write(stderr.Bytes())
	}
	return out, nil
}

// Requirement returns how a module that builds urilint in requires it:
// the version this command was built from, or, when src names a
// directory, any version with a replace directive to it ("" otherwise).
func Requirement(command, src string) (version, replaceDir string, err error) {
	if src != "" {
		dir, err := filepath.Abs(src)
		return "v0.0.0-local", dir, err
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Path == Module && strings.HasPrefix(info.Main.Version, "v") && !strings.Contains(info.Main.Version, "devel") {
		return info.Main.Version, "", nil
	}
	return "", "", fmt.Errorf("this %s has no module version; pass -src with the urilint module directory", command)
}

// Target returns the absolute path to write the program called name to:
// out, or where go install would put it, in GOBIN or the first GOPATH's
// bin.
func Target(out, name string, goenv func(name string) (string, error)) (string, error) {
	if out == "" {
		dir, err := goenv("GOBIN")
		if err != nil {
			return "", err
		}
		if dir == "" {
			gopath, err := goenv("GOPATH")
			if err != nil {
				return "", err
			}
			dir = filepath.Join(filepath.SplitList(gopath)[0], "bin")
		}
		out = filepath.Join(dir, name)
	}
	return filepath.Abs(out)
}

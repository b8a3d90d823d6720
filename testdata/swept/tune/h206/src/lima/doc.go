// Package lima holds cases rewritten from github.com/lima-vm/lima/v2
// (a VM manager CLI: image and download URLs, port forwards, host agent
// sockets, SSH addresses). Third-party and sibling-package APIs are small
// stand-ins with the same names.
package lima

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
)

// Instance is a stand-in for limatype.Instance.
type Instance struct {
	Name         string
	Dir          string
	Hostname     string
	SSHAddress   string
	SSHLocalPort int
	Config       *LimaYAML
}

// LimaYAML is a stand-in for limatype.LimaYAML.
type LimaYAML struct {
	User  User
	Video Video
}

type User struct {
	Name *string
}

type Video struct {
	Display *string
	VNC     VNCOptions
}

type VNCOptions struct {
	Display *string
}

// logrus is a stand-in for github.com/sirupsen/logrus.
var logrus logger

type logger struct{}

func (logger) Info(args ...any)                  {}
func (logger) Infof(format string, args ...any)  { _ = fmt.Sprintf(format, args...) }
func (logger) Warn(args ...any)                  {}
func (logger) Warnf(format string, args ...any)  { _ = fmt.Sprintf(format, args...) }
func (logger) Debugf(format string, args ...any) { _ = fmt.Sprintf(format, args...) }

func runCmd(ctx context.Context, exe string, flags []string, args ...string) error {
	return exec.CommandContext(ctx, exe, append(append([]string{}, flags...), args...)...).Run()
}

func shell(ctx context.Context, exe string, flags []string, host string, args ...string) (string, error) {
	out, err := exec.CommandContext(ctx, exe, append(append(append([]string{}, flags...), host), args...)...).Output()
	return string(out), err
}

var errNotImplemented = errors.New("not implemented")

func readAll(r io.Reader) ([]byte, error) { return io.ReadAll(r) }

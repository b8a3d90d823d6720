package kopia

import (
	"context"
	"fmt"

	"github.com/pkg/errors"
	"golang.org/x/crypto/ssh"
)

// SFTPOptions is sftp.Options: the SFTP storage options.
type SFTPOptions struct {
	Host     string `json:"host"`
	Port     int    `json:"port"`
	Username string `json:"username"`
}

func getSFTPClient(ctx context.Context, opt *SFTPOptions) (*ssh.Client, error) {
	config := &ssh.ClientConfig{User: opt.Username}

	// Source: github.com/kopia/kopia/repo/blob/sftp/sftp_storage.go:523 (hostjoin: the configured host and port are joined with Sprintf %s:%d into the dial authority, which breaks for an IPv6 host; net.JoinHostPort is needed)
	addr := fmt.Sprintf("%s:%d", opt.Host, opt.Port) // defect hostjoin

	conn, err := ssh.Dial("tcp", addr, config)
	if err != nil {
		return nil, errors.Wrapf(err, "unable to dial [%s]", addr)
	}

	return conn, nil
}

// Package rclone holds cases rewritten from github.com/rclone/rclone.
package rclone

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// DriveFs is a remote on a drive service.
type DriveFs struct {
	endpoint, drive string
	client          *http.Client
}

func (f *DriveFs) call(ctx context.Context, method, path string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, f.endpoint+path, nil)
	if err != nil {
		return nil, err
	}
	return f.client.Do(req)
}

// Remove deletes the file at fullPath.
func (f *DriveFs) Remove(ctx context.Context, fullPath string) error {
	// Source: github.com/rclone/rclone/backend/shade/shade.go:981 (file path put raw in the path= query value of a delete request)
	res, err := f.call(ctx, "POST", fmt.Sprintf("/%s/fs/delete?path=%s", f.drive, fullPath)) // defect escaper
	if err != nil {
		return err
	}
	return res.Body.Close()
}

// Attr reads the attributes of root.
func (f *DriveFs) Attr(ctx context.Context, root string) error {
	// Source: github.com/rclone/rclone/backend/shade/shade.go:504 (file path escaped with url.QueryEscape for the path= query value)
	res, err := f.call(ctx, "GET", fmt.Sprintf("/%s/fs/attr?path=%s", f.drive, url.QueryEscape(root))) // lookalike
	if err != nil {
		return err
	}
	return res.Body.Close()
}

// Download opens the file at fullPath.
func (f *DriveFs) Download(ctx context.Context, fullPath string) (*http.Response, error) {
	// Source: github.com/rclone/rclone/backend/shade/shade.go:854 (file path put raw in the path= query value of the download URL)
	downloadURL := fmt.Sprintf("%s/%s/fs/download?path=%s", f.endpoint, f.drive, fullPath) // defect escaper
	req, err := http.NewRequestWithContext(ctx, "GET", downloadURL, nil)
	if err != nil {
		return nil, err
	}
	return f.client.Do(req)
}

// ShareOptions are the options of an SMB remote.
type ShareOptions struct{ User, Host, Port string }

// ShareFs is a remote on an SMB server.
type ShareFs struct{ opt ShareOptions }

// String names the remote in logs.
func (f *ShareFs) String() string {
	// Source: github.com/rclone/rclone/backend/smb/smb.go:276 (smb:// URL formatted as user@host:port from the configured host)
	return fmt.Sprintf("smb://%s@%s:%s/", f.opt.User, f.opt.Host, f.opt.Port) // defect hostjoin
}

const graphURL = "https://graph.example.com/v1.0"

// SearchSites asks the directory for sites matching a term the user typed.
func SearchSites(ctx context.Context, c *http.Client, searchTerm string) (*http.Response, error) {
	// Source: github.com/rclone/rclone/backend/onedrive/onedrive.go:769 (user-typed search term appended raw as the search= query value)
	req, err := http.NewRequestWithContext(ctx, "GET", graphURL+"/sites?search="+searchTerm, nil) // defect escaper
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// TokenAudience is the audience of federated workload tokens.
// Source: github.com/rclone/rclone/backend/azureblob/auth/auth.go:524 (api:// audience identifier, not a DNS host)
const TokenAudience = "api://AzureADTokenExchange" // lookalike

package kopia

import (
	"fmt"

	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob"
	"github.com/pkg/errors"
)

// AzureOptions is azure.Options: the Azure blob storage options.
type AzureOptions struct {
	Container      string
	StorageAccount string
	StorageKey     string
	SASToken       string // an already URL-encoded query string (sv=...&sig=...)
	StorageDomain  string
	TenantID       string
	ClientID       string
	ClientSecret   string
	DoNotUseTLS    bool
}

// NewAzureStorage is azure.New: it derives the storage host name and opens the service.
func NewAzureStorage(opt *AzureOptions) (*azblob.Client, error) {
	storageDomain := opt.StorageDomain
	if storageDomain == "" {
		storageDomain = "blob.core.windows.net"
	}

	storageHostname := fmt.Sprintf("%v.%v", opt.StorageAccount, storageDomain)

	return getAZService(opt, storageHostname)
}

func getAZService(opt *AzureOptions, storageHostname string) (*azblob.Client, error) {
	var (
		service    *azblob.Client
		serviceErr error
	)

	protocol := "https"
	if opt.DoNotUseTLS {
		protocol = "http"
	}

	clientOptions := &azblob.ClientOptions{}

	switch {
	// shared access signature
	case opt.SASToken != "":
		// Source: github.com/kopia/kopia/repo/blob/azure/azure_storage.go:434 (escaper: the SAS token is an already encoded query string issued by Azure, so appending it raw after ? is right)
		service, serviceErr = azblob.NewClientWithNoCredential(fmt.Sprintf("%s://%s?%s", protocol, storageHostname, opt.SASToken), clientOptions) // lookalike
	// storage account access key
	case opt.StorageKey != "":
		cred, err := azblob.NewSharedKeyCredential(opt.StorageAccount, opt.StorageKey)
		if err != nil {
			return nil, errors.Wrap(err, "unable to initialize storage access key credentials")
		}

		// Source: github.com/kopia/kopia/repo/blob/azure/azure_storage.go:444 (syntax: template filled with a fixed scheme and the account.domain host gives a valid service URL)
		service, serviceErr = azblob.NewClientWithSharedKeyCredential(fmt.Sprintf("%s://%s/", protocol, storageHostname), cred, clientOptions) // lookalike
	// client secret
	case opt.TenantID != "" && opt.ClientID != "" && opt.ClientSecret != "":
		var cred azblob.TokenCredential

		// Source: github.com/kopia/kopia/repo/blob/azure/azure_storage.go:453 (syntax: the same service URL template for the client-secret credential, valid once filled)
		service, serviceErr = azblob.NewClient(fmt.Sprintf("%s://%s/", protocol, storageHostname), cred, clientOptions) // lookalike
	// client certificate
	case opt.TenantID != "" && opt.ClientID != "":
		var cred azblob.TokenCredential

		// Source: github.com/kopia/kopia/repo/blob/azure/azure_storage.go:466 (syntax: the same service URL template for the client-certificate credential, valid once filled)
		service, serviceErr = azblob.NewClient(fmt.Sprintf("%s://%s/", protocol, storageHostname), cred, clientOptions) // lookalike
	// Azure Federated Token
	case opt.ClientID != "":
		var cred azblob.TokenCredential

		// Source: github.com/kopia/kopia/repo/blob/azure/azure_storage.go:478 (syntax: the same service URL template for the workload identity credential, valid once filled)
		service, serviceErr = azblob.NewClient(fmt.Sprintf("%s://%s/", protocol, storageHostname), cred, clientOptions) // lookalike
	default:
		return nil, errors.New("one of the storage key, SAS token, client secret, client certificate, or Azure Federated Token file must be provided")
	}

	return service, errors.Wrap(serviceErr, "unable to create azure client")
}

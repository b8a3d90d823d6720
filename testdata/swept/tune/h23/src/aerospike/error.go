package aerospike

import "fmt"

// ResultCode is a server result code.
type ResultCode int

// INVALID_CLUSTER_PARTITION_MAP is returned on a bad partition map.
const INVALID_CLUSTER_PARTITION_MAP ResultCode = -2

type constAerospikeError struct {
	code ResultCode
	msg  string
}

func (e *constAerospikeError) Error() string { return e.msg }

func newConstError(code ResultCode, messages ...string) *constAerospikeError {
	msg := ""
	if len(messages) > 0 {
		msg = messages[0]
	}
	return &constAerospikeError{code: code, msg: msg}
}

var (
	// Source: github.com/aerospike/aerospike-client-go/v8/error.go:370 (syntax: prose of an error message that names a documentation page, rule 4)
	ErrInvalidPartitionMap = newConstError(INVALID_CLUSTER_PARTITION_MAP, "Partition map errors normally occur when the cluster has partitioned due to network anomaly or node crash, or is not configured properly. Refer to https://www.aerospike.com/docs/operations/configure for more information.") // lookalike
)

// ResultCodeToString returns the name of a result code.
func ResultCodeToString(rc ResultCode) string {
	switch rc {
	case INVALID_CLUSTER_PARTITION_MAP:
		return "INVALID_CLUSTER_PARTITION_MAP"
	default:
		// Source: github.com/aerospike/aerospike-client-go/v8/types/result_code.go:882 (syntax: prose of an error message with a link to the issue tracker, rule 4)
		return fmt.Sprintf("invalid ResultCode %d. Please report on https://github.com/aerospike/aerospike-client.go", rc) // lookalike
	}
}

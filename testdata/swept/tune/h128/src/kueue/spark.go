package kueue

// SparkApplicationSpec is the part of a SparkApplication spec the wrapper sets.
type SparkApplicationSpec struct {
	MainApplicationFile *string
	MainClass           *string
}

func ptrTo(s string) *string { return &s }

// MakeSparkApplication returns a SparkApplication spec with default values.
func MakeSparkApplication() SparkApplicationSpec {
	return SparkApplicationSpec{
		// Source: sigs.k8s.io/kueue/pkg/util/testingjobs/sparkapplication/wrappers_sparkapplication.go:43 (hostform: Spark's local scheme names a file inside the image and has no host by design; it is not a DNS-based scheme.)
		MainApplicationFile: ptrTo("local:///opt/spark/examples/jars/spark-examples.jar"), // lookalike
		MainClass:           ptrTo("org.apache.spark.examples.SparkPi"),
	}
}

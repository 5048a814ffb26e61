import KuriosaStore
print("kuriosa")
